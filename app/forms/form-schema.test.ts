import { describe, expect, it } from "vitest";
import { accountSchema, usersSchema } from "~/console/form-schemas";
import { signInSchema } from "~/auth/forms";
import { readForm } from "./form-schema";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("a console form read by its schema", () => {
  it("names every field that failed, with the text as sent", () => {
    const read = readForm(
      usersSchema,
      form([
        ["intent", "invite"],
        ["email", "not an address"],
        ["role", "owner"],
      ]),
    );
    expect(read).toEqual({
      ok: false,
      errors: { email: "Enter an e-mail address like name@school.edu.ng.", role: "Choose a role." },
      values: { intent: "invite", email: "not an address", role: "owner" },
    });
  });

  it("answers an intent no form knows as the form's problem", () => {
    const read = readForm(
      usersSchema,
      form([
        ["intent", "promote"],
        ["user", "u1"],
      ]),
    );
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors).toEqual({ form: "Unknown action." });
  });

  it("never hands a password, a code or a ticket back", () => {
    const read = readForm(
      accountSchema,
      form([
        ["intent", "password"],
        ["current", "x".repeat(1001)],
        ["password", "secret words here"],
      ]),
    );
    expect(!read.ok && read.values).toEqual({ intent: "password" });
    const code = readForm(
      signInSchema,
      form([
        ["intent", "code"],
        ["ticket", "t.x"],
        ["code", ""],
      ]),
    );
    expect(!code.ok && code.values).toEqual({ intent: "code" });
  });

  it("reads a sign-in posted without a step as the password step, and the first of a repeated field", () => {
    const read = readForm(
      signInSchema,
      form([
        ["email", " ada@ilimi.example "],
        ["email", "eve@evil.example"],
        ["password", "pw"],
      ]),
      { intent: "password" },
    );
    expect(read).toEqual({
      ok: true,
      data: { intent: "password", email: "ada@ilimi.example", password: "pw", code: "" },
    });
  });
});
