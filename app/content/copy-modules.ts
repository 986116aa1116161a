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

// Every English copy module by name (issue #24, ADR 061): the catalogue's index. Each edition's folder
// has the same list (app/content/<code>/copy-modules.ts); app/content/catalogue.test.ts proves this one
// names every copy module of app/content. Imported only by catalogue.server.ts (and tests), so no
// browser bundle carries it; pages read it through useCopy(name) / copyIn(locale, name).
export const englishCopy = {
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
};
