import { pageMeta } from "~/lib/meta";
import { contactPage } from "~/content/contact";

export const meta = () => pageMeta({ title: contactPage.metaTitle, description: contactPage.metaDescription, path: "/contact" });

export default function Page() {
  return <h1 className="container-page py-16 text-4xl font-bold">{contactPage.heading}</h1>;
}
