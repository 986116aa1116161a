import { describe, expect, it } from "vitest";
import { demoMessageKeys as m, newsletterMessageKeys as newsletterMessages } from "~/leads/form-message-keys";
import { parseDemoRequest } from "~/leads/demo-request-schema";
import { parseNewsletter } from "~/leads/newsletter-schema";
import { printable, printableJson } from "~/leads/printable";
import { emailLengthProblem, isPrintableText, normaliseText } from "./text-normalisation";

// What a visitor can store, and how the sales team sees it (issue #14, finding 3): one
// normalisation in the browser and the server, and an escape wherever stored text is printed.

const valid = {
  firstName: "Amina",
  lastName: "Bello",
  email: "amina@school.edu.ng",
  phone: "",
  institution: "Test College",
  size: "",
  message: "",
  marketingConsent: "",
};
const parse = (overrides: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...valid, ...overrides })) data.set(name, value);
  return parseDemoRequest(data);
};

const hostile = {
  "an escape sequence that clears the screen": "Ada\u001b[2J\u001b[H",
  "an OSC that sets the window title": "Ada\u001b]0;pwned\u0007",
  "an OSC 8 hyperlink": "\u001b]8;;http://evil.example\u001b\\Ada\u001b]8;;\u001b\\",
  "a backspace": "Ada\b\b\bEve",
  "a bell": "Ada\u0007",
  DEL: "Ada\u007f",
  "a C1 control (CSI)": "Ada\u009b2J",
  "a right-to-left override": "Ada \u202Egnp.exe",
  "a left-to-right isolate": "Ada \u2066x\u2069",
  "a line separator": "Ada\u2028Eve",
  "a tab": "Ada\tEve",
};

describe("one normalisation for every stored text field", () => {
  it.each(Object.entries(hostile))(
    "a name with %s is refused at the field, with a message that says why",
    (_what, value) => {
      for (const field of ["firstName", "lastName", "institution"] as const) {
        const result = parse({ [field]: value });
        expect(result.ok, field).toBe(false);
        if (!result.ok) expect(result.errors[field], field).toBe(m[field].characters);
      }
    },
  );

  it("a message keeps its line breaks and tabs, and refuses the characters that act on a terminal", () => {
    const ok = parse({ message: "Line one\r\nLine two\n\tindented" });
    expect(ok.ok && ok.data.message).toBe("Line one\nLine two\n\tindented");
    for (const value of Object.values(hostile).filter((v) => !v.includes("\t"))) {
      const result = parse({ message: value });
      expect(result.ok, JSON.stringify(value)).toBe(false);
      if (!result.ok) expect(result.errors.message).toBe(m.message.characters);
    }
  });

  it("a name made only of zero-width characters is empty, and so required", () => {
    for (const value of ["\u200B\u200C\u200D", "\uFEFF", " \u2060 ", "\u00AD"]) {
      const result = parse({ firstName: value });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.firstName).toBe(m.firstName.required);
    }
  });

  it("stores names in Unicode NFC, however the browser composed them", () => {
    const result = parse({ firstName: "Jose\u0301", institution: "E\u0301cole Ọ\u0300yọ" });
    expect(result.ok && [result.data.firstName, result.data.institution]).toEqual([
      "José",
      "École Ọ̀yọ".normalize("NFC"),
    ]);
    expect(normaliseText("E\u0301")).toBe("\u00C9");
  });

  it("checks e-mail addresses to RFC 5321's lengths, on both forms", () => {
    const local65 = `${"a".repeat(65)}@school.edu.ng`;
    expect(emailLengthProblem(local65)).toBe("localPart");
    expect(emailLengthProblem(`${"a".repeat(64)}@school.edu.ng`)).toBeNull();
    expect(emailLengthProblem(`${"é".repeat(33)}@x.ng`)).toBe("localPart");
    const demo = parse({ email: local65 });
    expect(!demo.ok && demo.errors.email).toBe(m.email.localPartTooLong);
    const data = new FormData();
    data.set("email", local65);
    const newsletter = parseNewsletter(data);
    expect(!newsletter.ok && newsletter.errors.email).toBe(newsletterMessages.email.localPartTooLong);
  });

  it("allows the text direction marks people use in Arabic and Hebrew names", () => {
    expect(isPrintableText("\u200Fعلي\u200E")).toBe(true);
  });
});

describe("stored text printed for a person", () => {
  it("shows every control and bidi character as a visible escape", () => {
    expect(printable("Ada\u001b[2J")).toBe("Ada\\u001B[2J");
    expect(printable("a\u202Eb\u0007c\u009bd")).toBe("a\\u202Eb\\u0007c\\u009Bd");
    expect(printable("one\ntwo")).toBe("one\\u000Atwo");
    expect(printable("one\r\ntwo\u001b", { multiline: true })).toBe("one\r\ntwo\\u001B");
    // eslint-disable-next-line no-control-regex
    const acting = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028]/;
    for (const value of Object.values(hostile)) expect(printable(value)).not.toMatch(acting);
  });

  it("keeps JSON data unchanged while escaping what a terminal would act on", () => {
    const json = JSON.stringify({ name: "a\u202Eb\u0085c\u001b" });
    const safe = printableJson(json);
    expect(safe).not.toMatch(/[\u0085\u202E]/);
    expect(JSON.parse(safe)).toEqual({ name: "a\u202Eb\u0085c\u001b" });
  });
});
