import { useCopy } from "~/lib/locale";

/**
 * "Mon-Fri 9AM-6PM WAT" kept on one line: broken at its hyphen, "9AM-" and "6PM" read as two facts.
 * A second clock after it (French: « …WAT, soit 8 h – 17 h GMT », or in brackets) may go to the
 * next line, whole.
 */
export function PhoneHours() {
  const site = useCopy("site").site;
  const text = site.phoneHours;
  const cut = /,\s|\s\(/.exec(text);
  if (!cut) return <span className="whitespace-nowrap">{text}</span>;
  const end = cut.index + (cut[0].startsWith(",") ? 1 : 0);
  // Two clocks: each hour is held together by its no-break spaces, and the line may break
  // anywhere else, since at 320 px neither half fits whole beside its label.
  return (
    <>
      {text.slice(0, end)} {text.slice(end).trim()}
    </>
  );
}
