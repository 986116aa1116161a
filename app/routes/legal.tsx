import { useLocation } from "react-router";
import type { Route } from "./+types/legal";
import { DocumentPage } from "~/components/sections/document-page";
import type { LegalDocument } from "~/content/legal";
import { cookieNotice } from "~/content/legal/cookies";
import { privacyNotice } from "~/content/legal/privacy";
import { termsOfUse } from "~/content/legal/terms";
import { copyIn } from "~/content/catalogue";
import { localeOfPath, pathWithoutLocale, type Locale } from "~/content/locale";
import { pageMeta } from "~/lib/meta";

// /privacy, /terms and /cookies (routes.ts gives each its own route id): one layout, three documents,
// each looked up in the path's edition.
const documents: Record<string, (locale: Locale) => LegalDocument> = {
  [privacyNotice.path]: (locale) => copyIn(locale, "legal/privacy").privacyNotice,
  [termsOfUse.path]: (locale) => copyIn(locale, "legal/terms").termsOfUse,
  [cookieNotice.path]: (locale) => copyIn(locale, "legal/cookies").cookieNotice,
};

function documentAt(pathname: string): LegalDocument {
  const inEdition = documents[pathWithoutLocale(pathname).replace(/\/+$/, "")] ?? documents[privacyNotice.path]!;
  return inEdition(localeOfPath(pathname));
}

export const meta: Route.MetaFunction = ({ location }) => {
  const doc = documentAt(location.pathname);
  return pageMeta({
    title: doc.metaTitle,
    description: doc.metaDescription,
    path: doc.path,
    locale: localeOfPath(location.pathname),
  });
};

export default function LegalPage() {
  const doc = documentAt(useLocation().pathname);
  return <DocumentPage document={doc} />;
}
