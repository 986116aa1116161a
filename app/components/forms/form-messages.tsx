import { copyIn } from "~/content/catalogue";
import type { Locale } from "~/content/locale";
import { formMessageWords } from "~/leads/form-message-keys";
import { useLocale } from "~/lib/locale";
import { useNonce } from "~/lib/nonce";
import { formMessagesContract } from "./form-messages.contract";

/** Every message key of the lead forms with its words in the edition (ADR 036). */
function formMessagesIn(locale: Locale): Record<string, string> {
  const { demoFormMessages, newsletterMessages } = copyIn(locale, "forms");
  return formMessageWords({ demo: demoFormMessages, newsletter: newsletterMessages });
}

/** The words of the schemas' message keys (a field's error) in the page's edition; a key with no words stays as it is. */
export function useFieldErrorWords<K extends string>(
  errors: Partial<Record<K, string>> | undefined,
): Partial<Record<K, string>> {
  const words = formMessagesIn(useLocale());
  const worded: Partial<Record<K, string>> = {};
  for (const [name, key] of Object.entries(errors ?? {}) as [K, string | undefined][])
    if (key) worded[name] = words[key] ?? key;
  return worded;
}

/** The map the page scripts read (form-messages.contract.ts): key → the page's words, in both editions. */
export function FormMessages() {
  const map = formMessagesIn(useLocale());
  // Data, not code, but every script element carries the response's nonce like the rest (ADR 002).
  return (
    <script
      type="application/json"
      nonce={useNonce()}
      {...{ [formMessagesContract.root]: "" }}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(map).replace(/</g, "\\u003c") }}
    />
  );
}
