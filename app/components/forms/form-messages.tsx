import { copyOf } from "~/content/catalogue";
import { demoFormMessages, newsletterMessages } from "~/content/forms";
import { useLocale } from "~/lib/locale";
import { formMessagesContract } from "./form-messages.contract";

/** Every string of `english` paired with the same place in `translated`. */
function pairStrings(english: unknown, translated: unknown, into: Record<string, string>): void {
  if (typeof english === "string" && typeof translated === "string") {
    if (english !== translated) into[english] = translated;
    return;
  }
  if (typeof english !== "object" || english === null || typeof translated !== "object" || translated === null) return;
  for (const key of Object.keys(english)) pairStrings((english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], into);
}

/** The map the page scripts read (form-messages.contract.ts): nothing on an English page. */
export function FormMessages() {
  const locale = useLocale();
  if (locale === "en") return null;
  const map: Record<string, string> = {};
  for (const messages of [demoFormMessages, newsletterMessages]) pairStrings(messages, copyOf(locale, messages), map);
  return <script type="application/json" {...{ [formMessagesContract.root]: "" }} dangerouslySetInnerHTML={{ __html: JSON.stringify(map).replace(/</g, "\\u003c") }} />;
}
