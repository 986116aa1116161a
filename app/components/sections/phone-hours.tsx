import { useCopy } from "~/lib/locale";

/**
 * "Mon-Fri 9AM-6PM WAT" kept on one line: broken at its hyphen, "9AM-" and "6PM" read as two facts.
 * A second clock in brackets (French: « … WAT (8 h – 17 h GMT) ») may go to the next line, whole.
 */
export function PhoneHours() {
  const site = useCopy("site").site;
  const [hours, ...others] = site.phoneHours.split(" (");
  return (
    <>
      <span className="whitespace-nowrap">{hours}</span>
      {others.map((other) => (
        <span key={other}>
          {" "}
          <span className="whitespace-nowrap">({other}</span>
        </span>
      ))}
    </>
  );
}
