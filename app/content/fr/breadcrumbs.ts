import type * as en from "../breadcrumbs";
import type { Translation } from "../locale";

// The first crumb of every French trail, and the trail's accessible name.
export const homeCrumb: Translation<typeof en.homeCrumb> = { label: "Accueil", href: "/" };

export const breadcrumbLabel: Translation<typeof en.breadcrumbLabel> = "Fil d’Ariane";
