import { describe, expect, it } from "vitest";
import { institutionSizes } from "~/content/contact";
import { demoMessageKeys as demoFormMessages } from "./form-message-keys";
import { consentGiven, parseDemoRequest } from "./demo-request-schema";

const valid = {
  firstName: "Amina",
  lastName: "Bello",
  email: "amina.bello@school.edu.ng",
  phone: "+234 803 123 4567",
  institution: "Federal Government College, Abuja",
  size: "medium",
  message: "We would like to see admissions and fees.",
  marketingConsent: "",
};

function form(values: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) data.set(name, value);
  return data;
}

function errorsFor(overrides: Record<string, string | undefined>) {
  const result = parseDemoRequest(form({ ...valid, ...overrides }));
  if (result.ok) throw new Error("expected the form to be refused");
  return result.errors;
}

describe("the demo-request schema", () => {
  it("accepts a complete request and returns typed values", () => {
    const result = parseDemoRequest(form(valid));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toEqual({
      ...valid,
      size: "medium",
      marketingConsent: false,
      remindWhatsapp: false,
      remindSms: false,
    });
  });

  it("records a reminder box only when ticked, and asks for the phone number a ticked one needs", () => {
    const ticked = parseDemoRequest(form({ ...valid, remindWhatsapp: "yes", remindSms: "on" }));
    expect(ticked.ok && [ticked.data.remindWhatsapp, ticked.data.remindSms]).toEqual([true, false]);
    const noPhone = parseDemoRequest(form({ ...valid, phone: " ", remindSms: "yes" }));
    expect(noPhone.ok ? null : noPhone.errors).toEqual({ phone: "demo.phone.forReminders" });
  });

  it("asks for the country code of a number a reminder is wanted on, unless it is written as Nigerians write theirs", () => {
    const senegalWithoutCode = parseDemoRequest(form({ ...valid, phone: "77 555 01 23", remindWhatsapp: "yes" }));
    expect(senegalWithoutCode.ok ? null : senegalWithoutCode.errors).toEqual({ phone: "demo.phone.international" });
    for (const phone of [
      "+221 77 555 01 23",
      "00221 77 555 01 23",
      "0803 555 0142",
      "803 555 0142",
      "234 803 555 0142",
    ]) {
      expect(parseDemoRequest(form({ ...valid, phone, remindWhatsapp: "yes" })).ok, phone).toBe(true);
    }
    // Without a reminder, any number the team can call back is taken as typed.
    expect(parseDemoRequest(form({ ...valid, phone: "77 555 01 23" })).ok).toBe(true);
  });

  it("accepts a request with only the required fields, the optional ones as null", () => {
    const result = parseDemoRequest(
      form({ firstName: "Ada", lastName: "Obi", email: "ada@obi.ng", institution: "Obi Academy" }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ phone: null, size: null, message: null, marketingConsent: false });
  });

  it("trims every field", () => {
    const result = parseDemoRequest(
      form({ ...valid, firstName: "  Amina ", email: " amina@school.edu.ng\t", message: "\n  Hello  \n" }),
    );
    expect(result.ok && result.data).toMatchObject({
      firstName: "Amina",
      email: "amina@school.edu.ng",
      message: "Hello",
    });
  });

  it("treats fields of only spaces as empty", () => {
    const errors = errorsFor({ firstName: "   ", institution: " " });
    expect(errors.firstName).toBe(demoFormMessages.firstName.required);
    expect(errors.institution).toBe(demoFormMessages.institution.required);
    const ok = parseDemoRequest(form({ ...valid, phone: "   ", message: "  " }));
    expect(ok.ok && ok.data).toMatchObject({ phone: null, message: null });
  });

  it("names each missing required field with its own message", () => {
    const result = parseDemoRequest(new FormData());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstName: demoFormMessages.firstName.required,
      lastName: demoFormMessages.lastName.required,
      email: demoFormMessages.email.required,
      institution: demoFormMessages.institution.required,
    });
    expect(result.values).toMatchObject({ firstName: "", phone: "", size: "" });
  });

  it("enforces the length limits", () => {
    expect(errorsFor({ firstName: "a".repeat(101) }).firstName).toBe(demoFormMessages.firstName.tooLong);
    expect(errorsFor({ lastName: "a".repeat(101) }).lastName).toBe(demoFormMessages.lastName.tooLong);
    expect(errorsFor({ institution: "a".repeat(201) }).institution).toBe(demoFormMessages.institution.tooLong);
    expect(errorsFor({ email: `${"a".repeat(250)}@x.ng` }).email).toBe(demoFormMessages.email.tooLong);
    expect(errorsFor({ phone: "1".repeat(31) }).phone).toBe(demoFormMessages.phone.tooLong);
    expect(errorsFor({ message: "a".repeat(5001) }).message).toBe(demoFormMessages.message.tooLong);
    expect(parseDemoRequest(form({ ...valid, firstName: "a".repeat(100), message: "a".repeat(5000) })).ok).toBe(true);
  });

  it("counts a line break in the message once, however the browser sent it", () => {
    const text = `${"a".repeat(2499)}\r\n${"b".repeat(2500)}`;
    const result = parseDemoRequest(form({ ...valid, message: text }));
    expect(result.ok && result.data.message).toBe(`${"a".repeat(2499)}\n${"b".repeat(2500)}`);
  });

  it("refuses malformed email addresses with an example of a good one", () => {
    for (const email of [
      "amina",
      "amina@",
      "@school.ng",
      "amina@school",
      "amina bello@school.ng",
      "amina@@school.ng",
    ]) {
      expect(errorsFor({ email }).email, email).toBe(demoFormMessages.email.invalid);
    }
  });

  it("accepts phone numbers in the usual formats and refuses others with a specific message", () => {
    for (const phone of ["08031234567", "+234 803 123 4567", "(0803) 123-4567", "0803.123.4567", "+44 20 7946 0958"]) {
      expect(parseDemoRequest(form({ ...valid, phone })).ok, phone).toBe(true);
    }
    expect(errorsFor({ phone: "0803 CALL ME" }).phone).toBe(demoFormMessages.phone.characters);
    expect(errorsFor({ phone: "0803+1234567" }).phone).toBe(demoFormMessages.phone.characters);
    expect(errorsFor({ phone: "123 456" }).phone).toBe(demoFormMessages.phone.digits);
    expect(errorsFor({ phone: "1".repeat(21) }).phone).toBe(demoFormMessages.phone.digits);
  });

  it("refuses line breaks in single-line fields (no e-mail header injection)", () => {
    expect(errorsFor({ firstName: "Amina\r\nBcc: x@evil.example" }).firstName).toBe(
      demoFormMessages.firstName.lineBreak,
    );
    expect(errorsFor({ lastName: "Bello\nX" }).lastName).toBe(demoFormMessages.lastName.lineBreak);
    expect(errorsFor({ institution: "FGC\rAbuja" }).institution).toBe(demoFormMessages.institution.lineBreak);
    expect(errorsFor({ email: "a@b.ng\r\nBcc: x@evil.example" }).email).toBe(demoFormMessages.email.invalid);
    expect(errorsFor({ phone: "0803\n1234567" }).phone).toBe(demoFormMessages.phone.characters);
  });

  it("accepts exactly the four institution sizes, or none", () => {
    for (const { value } of institutionSizes) {
      const result = parseDemoRequest(form({ ...valid, size: value }));
      expect(result.ok && result.data.size).toBe(value);
    }
    const none = parseDemoRequest(form({ ...valid, size: "" }));
    expect(none.ok && none.data.size).toBeNull();
    expect(errorsFor({ size: "huge" }).size).toBe(demoFormMessages.size.invalid);
    expect(errorsFor({ size: "Medium" }).size).toBe(demoFormMessages.size.invalid);
  });

  it("records marketing consent only when the box was ticked", () => {
    const ticked = parseDemoRequest(form({ ...valid, marketingConsent: consentGiven }));
    expect(ticked.ok && ticked.data.marketingConsent).toBe(true);
    const forged = parseDemoRequest(form({ ...valid, marketingConsent: "true" }));
    expect(forged.ok && forged.data.marketingConsent).toBe(false);
  });

  it("refuses NUL characters at the field, like any other control character (PostgreSQL could not store them either)", () => {
    const result = parseDemoRequest(
      form({
        ...valid,
        firstName: "Ami\u0000na",
        email: "ada@school.edu.ng\u0000",
        phone: "0803\u0000123",
        message: "Admissions\u0000 and fees",
      }),
    );
    expect(!result.ok && result.errors).toEqual({
      firstName: demoFormMessages.firstName.characters,
      email: demoFormMessages.email.invalid,
      phone: demoFormMessages.phone.characters,
      message: demoFormMessages.message.characters,
    });
  });

  it("ignores files posted in place of text", () => {
    const data = form(valid);
    data.set("firstName", new Blob(["x"]), "name.txt");
    const result = parseDemoRequest(data);
    expect(!result.ok && result.errors.firstName).toBe(demoFormMessages.firstName.required);
  });
});
