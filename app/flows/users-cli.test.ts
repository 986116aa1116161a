import { describe, expect, it } from "vitest";
import { usersCommand } from "./users-cli.server";

// Every mistake here is refused before the store opens: opening it fails the test.
const runUsersCli = (argv: string[], out: { write: (text: string) => void }) =>
  usersCommand(argv, out, () => Promise.reject(new Error("the store was opened")));

// The operator's first command: its mistakes are named before any database is opened.
describe("npm run users", () => {
  const out = {
    text: "",
    write(text: string) {
      this.text += text;
    },
  };

  it("says what a placeholder address lacks, and which roles exist", async () => {
    await expect(runUsersCli(["create", "--email", "a@b", "--role", "admin"], out)).rejects.toThrow(
      '--email needs a full e-mail address, such as you@school.edu.ng ("a@b" is not one): reset links are sent to it',
    );
    await expect(runUsersCli(["create", "--role", "admin"], out)).rejects.toThrow(
      /^--email needs a full e-mail address, such as you@school\.edu\.ng: reset links/,
    );
    await expect(runUsersCli(["create", "--email", "head@school.edu.ng", "--role", "owner"], out)).rejects.toThrow(
      "--role must be admin or sales",
    );
  });

  it("prints its usage for an unknown command", async () => {
    expect(await runUsersCli(["promote"], out)).toBe(1);
    expect(out.text).toContain("create --email ADDRESS --role admin|sales");
  });
});
