import { DocumentPage } from "~/components/sections/document-page";
import { accessibilityStatement as statement } from "~/content/accessibility";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: statement.metaTitle, description: statement.metaDescription, path: statement.path });

export default function AccessibilityPage() {
  return <DocumentPage document={statement} />;
}
