import type * as en from "../layout";
import type { Translation } from "../locale";

// French edition of layout.ts (issue #29: the skip link was the last English words on every French page).
export const layoutCopy: Translation<typeof en.layoutCopy> = {
  skipLink: "Aller au contenu principal",
  colon: "\u202f: ",
};
