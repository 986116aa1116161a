import { describe, expect, it } from "vitest";
import * as en from "~/content/forms";
import * as fr from "~/content/fr/forms";
import { allFormMessageKeys, demoMessageKeys, formMessageWords, newsletterMessageKeys } from "./form-message-keys";
import { parseDemoRequest } from "./demo-request-schema";

// Issue #29: a schema answers a message key, and each edition's copy words every key. A key with
// no words would show as "demo.email.invalid"; words with no key would never be shown.

const editions = {
  en: formMessageWords({ demo: en.demoFormMessages, newsletter: en.newsletterMessages }),
  fr: formMessageWords({ demo: fr.demoFormMessages, newsletter: fr.newsletterMessages }),
};

describe("the lead forms' message keys", () => {
  it("are worded by both editions, every one, and by nothing else", () => {
    const keys = allFormMessageKeys().sort();
    expect(keys.length).toBe(30);
    for (const [edition, words] of Object.entries(editions)) {
      expect(Object.keys(words).sort(), edition).toEqual(keys);
      for (const key of keys) expect(words[key]?.trim().length, `${edition} ${key}`).toBeGreaterThan(0);
    }
  });

  it("are worded differently in French and in English", () => {
    for (const key of allFormMessageKeys()) expect(editions.fr[key], key).not.toBe(editions.en[key]);
  });

  it("name their form, field and check", () => {
    expect(demoMessageKeys.firstName.required).toBe("demo.firstName.required");
    expect(newsletterMessageKeys.email.invalid).toBe("newsletter.email.invalid");
  });

  it("are what the schema answers, never words of either edition", () => {
    const result = parseDemoRequest(new FormData());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const key of Object.values(result.errors)) {
      expect(allFormMessageKeys()).toContain(key);
      expect(Object.values(editions.en)).not.toContain(key);
    }
    expect(editions.fr[result.errors.firstName!]).toBe(fr.demoFormMessages.firstName.required);
  });
});
