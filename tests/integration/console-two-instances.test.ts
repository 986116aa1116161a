import "../support/quiet-logs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  account,
  demoRequest,
  get,
  leadIdFor,
  post,
  sessionCookieOf,
  setPassword,
  signIn,
  twoInstances,
  type ConsoleServer,
} from "../support/console";
import { builtServerAvailable } from "../support/demo-form";

// Two instances behind a balancer share one PostgreSQL (issue #18's "done when"): a session made on
// one is good on the other, an invite made on one is used on the other, sign-out on one ends the
// session on both, and the two people's work on a lead shows on both.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const ready = Boolean(adminUrl) && builtServerAvailable(buildDir, "Console two-instance test");

describe.skipIf(!ready)("the sales console on two instances over PostgreSQL", () => {
  let a: ConsoleServer;
  let b: ConsoleServer;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ a, b, stop } = await twoInstances(adminUrl!, "ilimi_console2", buildDir));
  }, 120_000);

  afterAll(async () => {
    await stop?.();
  });

  it("lets an admin and a sales person work a lead together across both instances", async () => {
    const admin = await account(a, "admin@ilimi.example", "admin");
    // Signed in on A, recognised on B.
    expect((await get(b, "/sales", admin)).status).toBe(200);
    // Invited on B (no SMTP here: the admin is shown the link), the password set on A.
    const invited = await (
      await post(
        b,
        "/sales/users",
        { intent: "invite", email: "sales@ilimi.example", role: "sales" },
        { cookie: admin },
      )
    ).text();
    const token = /token=([\w-]+)/.exec(invited)?.[1];
    expect(token).toBeDefined();
    expect((await setPassword(a, token!)).status).toBe(302);
    const sales = sessionCookieOf(await signIn(b, "sales@ilimi.example"))!;
    expect(sales).toBeDefined();

    await demoRequest(a, "shared-lead@school.edu.ng");
    const lead = await leadIdFor(b, sales, "shared-lead@school.edu.ng");
    expect(
      (await post(a, `/sales/leads/${lead}`, { intent: "note", note: "Called the bursar" }, { cookie: sales })).status,
    ).toBe(200);
    expect(
      (await post(b, `/sales/leads/${lead}`, { intent: "status", status: "contacted", reason: "" }, { cookie: admin }))
        .status,
    ).toBe(200);
    const page = await (await get(a, `/sales/leads/${lead}`, admin)).text();
    expect(page).toContain("Called the bursar");
    expect(page).toMatch(/Now:(?:<!-- -->)? <strong>Contacted<\/strong>/);

    // Signed out on B: the same cookie is refused on A.
    await post(b, "/sales/sign-out", {}, { cookie: sales });
    expect((await get(a, "/sales", sales)).status).toBe(302);
  });
});
