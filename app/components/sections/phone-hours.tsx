import { site as siteEn } from "~/content/site";
import { useContent } from "~/lib/locale";

/** "Mon-Fri 9AM-6PM WAT" kept on one line: broken at its hyphen, "9AM-" and "6PM" read as two facts. */
export function PhoneHours() {
  const site = useContent(siteEn);
  return <span className="whitespace-nowrap">{site.phoneHours}</span>;
}
