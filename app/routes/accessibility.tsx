import type { Route } from "./+types/accessibility";
import { DocumentPage } from "~/components/sections/document-page";
import { accessibilityStatement } from "~/content/accessibility";
import { localeOfPath } from "~/content/locale";
import { copyAt, useCopy } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ location }) => {
  const statement = copyAt(location.pathname, "accessibility").accessibilityStatement;
  return pageMeta({
    title: statement.metaTitle,
    description: statement.metaDescription,
    path: accessibilityStatement.path,
    locale: localeOfPath(location.pathname),
  });
};

export default function AccessibilityPage() {
  return <DocumentPage document={useCopy("accessibility").accessibilityStatement} />;
}
