import type { EditionCopy } from "../catalogue";
import * as accessibility from "./accessibility";
import * as booking from "./booking";
import * as breadcrumbs from "./breadcrumbs";
import * as claims from "./claims";
import * as company from "./company";
import * as contact from "./contact";
import * as emails from "./emails";
import * as errors from "./errors";
import * as footer from "./footer";
import * as forms from "./forms";
import * as home from "./home";
import * as industries from "./industries";
import * as layout from "./layout";
import * as legal from "./legal";
import * as legalCookies from "./legal/cookies";
import * as legalPrivacy from "./legal/privacy";
import * as legalTerms from "./legal/terms";
import * as modulesPage from "./modules-page";
import * as modules from "./modules";
import * as navigation from "./navigation";
import * as pricing from "./pricing";
import * as resources from "./resources";
import * as savingsEstimator from "./savings-estimator";
import * as site from "./site";
import * as solutions from "./solutions";

// Every French copy module by name, the same names as ../copy-modules.ts (ADR 061): a module missing
// here, or an export missing in one, fails the typecheck (EditionCopy).
export const frenchCopy = {
  accessibility,
  booking,
  breadcrumbs,
  claims,
  company,
  contact,
  emails,
  errors,
  footer,
  forms,
  home,
  industries,
  layout,
  legal,
  "legal/cookies": legalCookies,
  "legal/privacy": legalPrivacy,
  "legal/terms": legalTerms,
  "modules-page": modulesPage,
  modules,
  navigation,
  pricing,
  resources,
  "savings-estimator": savingsEstimator,
  site,
  solutions,
} satisfies EditionCopy;
