import { useLocation } from "react-router";
import type { Route } from "./+types/legal";
import { DocumentPage } from "~/components/sections/document-page";
import type { LegalDocument } from "~/content/legal";
import { cookieNotice } from "~/content/legal/cookies";
import { privacyNotice } from "~/content/legal/privacy";
import { termsOfUse } from "~/content/legal/terms";
import { localeOfPath, pathWithoutLocale } from "~/content/locale";
import { copyAt, useContent } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";

// /privacy, /terms and /cookies (routes.ts gives each its own route id): one layout, three documents.
const documents: Record<string, LegalDocument> = {
  [privacyNotice.path]: privacyNotice,
  [termsOfUse.path]: termsOfUse,
  [cookieNotice.path]: cookieNotice,
};

function documentFor(pathname: string): LegalDocument {
  return documents[pathWithoutLocale(pathname).replace(/\/+$/, "")] ?? privacyNotice;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const english = documentFor(location.pathname);
  const doc = copyAt(location.pathname, english);
  return pageMeta({ title: doc.metaTitle, description: doc.metaDescription, path: english.path, locale: localeOfPath(location.pathname) });
};

export default function LegalPage() {
  const doc = useContent(documentFor(useLocation().pathname));
  return <DocumentPage document={doc} />;
}
