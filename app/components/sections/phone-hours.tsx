import { site } from "~/content/site";

/** "Mon-Fri 9AM-6PM WAT" kept on one line: broken at its hyphen, "9AM-" and "6PM" read as two facts. */
export function PhoneHours() {
  return <span className="whitespace-nowrap">{site.phoneHours}</span>;
}
