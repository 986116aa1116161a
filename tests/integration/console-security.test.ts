import "../support/quiet-logs";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  account,
  consoleServerEnv,
  demoRequest,
  get,
  goodPassword,
  leadIdFor,
  post,
  sessionCookieOf,
  setPassword,
  signIn,
  usersCli,
  type ConsoleServer,
} from "../support/console";
import { builtServerAvailable } from "../support/demo-form";
import { startInProcess, type InProcessServer } from "../support/in-process";

// The attacks the console must withstand (issue #18), against the real server: session fixation,
// a stolen cookie after sign-out, posts from another site, password guessing at one account and
// at many from one client, telling accounts apart by answer or timing, tampered links, formulas in the
// export, and HTML typed into the forms.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Console security test");
const accountMax = 5;
const clientMax = 8;
let clients = 0;
/** A client address of its own (the server trusts X-Forwarded-For here), so tests do not share a client's count. */
const newClient = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;

describe.skipIf(!built)("the sales console under attack", () => {
  let server: InProcessServer;
  let target: ConsoleServer;
  let admin: string;

  beforeAll(async () => {
    server = await startInProcess({
      ...consoleServerEnv,
      ILIMI_BUILD_DIR: buildDir,
      TRUST_PROXY: "true",
      SIGN_IN_ACCOUNT_MAX: String(accountMax),
      SIGN_IN_CLIENT_MAX: String(clientMax),
    });
    target = { url: server.url, dataDir: server.dataDir };
    admin = await account(target, "admin@ilimi.example", "admin");
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("gives a new session id at sign-in, so a planted cookie is worth nothing", async () => {
    const planted = "ilimi_console=planted-by-an-attacker-0123456789abcdef";
    const response = await signIn(target, "admin@ilimi.example", goodPassword, {
      cookie: planted,
      client: newClient(),
    });
    const fresh = sessionCookieOf(response);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
    expect((await get(target, "/sales", planted)).status).toBe(302);
    expect((await get(target, "/sales", fresh)).status).toBe(200);
    const again = sessionCookieOf(
      await signIn(target, "admin@ilimi.example", goodPassword, { cookie: fresh, client: newClient() }),
    );
    expect(again).not.toBe(fresh);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect(response.headers.get("set-cookie")).toMatch(/SameSite=Lax/);
  });

  it("refuses a copied cookie once its owner signed out, and every other session after a password change", async () => {
    await account(target, "traveller@ilimi.example", "sales");
    const stolen = sessionCookieOf(
      await signIn(target, "traveller@ilimi.example", goodPassword, { client: newClient() }),
    )!;
    const mine = sessionCookieOf(
      await signIn(target, "traveller@ilimi.example", goodPassword, { client: newClient() }),
    )!;
    expect((await get(target, "/sales", stolen)).status).toBe(200);
    expect((await post(target, "/sales/sign-out", {}, { cookie: stolen })).status).toBe(302);
    expect((await get(target, "/sales", stolen)).headers.get("location")).toMatch(/^\/sales\/sign-in/);
    // A second device, then a password change on the first: the second is signed out.
    const other = sessionCookieOf(
      await signIn(target, "traveller@ilimi.example", goodPassword, { client: newClient() }),
    )!;
    const changed = await post(
      target,
      "/sales/account",
      { intent: "password", current: goodPassword, password: goodPassword },
      { cookie: mine },
    );
    expect(changed.status).toBe(200);
    expect((await get(target, "/sales", other)).status).toBe(302);
    expect((await get(target, "/sales", mine)).status).toBe(200);
  });

  it("refuses posts from another origin, or with no origin at all, and changes nothing", async () => {
    const email = `cross-${Date.now()}@school.edu.ng`;
    await demoRequest(target, email);
    const lead = await leadIdFor(target, admin, email);
    for (const origin of ["https://evil.example", null]) {
      const response = await post(
        target,
        `/sales/leads/${lead}`,
        { intent: "note", note: "forged" },
        { cookie: admin, origin },
      );
      expect(response.status).toBe(403);
      // A next step (issue #27 item 4) goes through the same door.
      const step = await post(
        target,
        `/sales/leads/${lead}`,
        { intent: "next-step", "next-step-note": "forged", "next-step-due": "2099-01-01" },
        { cookie: admin, origin },
      );
      expect(step.status).toBe(403);
      // The inbox's change to several leads at once is held to the same rule.
      expect(
        (
          await post(
            target,
            "/sales?index",
            { intent: "bulk", lead, owner: "", status: "lost", reason: "forged" },
            { cookie: admin, origin },
          )
        ).status,
      ).toBe(403);
    }
    expect((await post(target, "/sales/sign-out", {}, { cookie: admin, origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect(
      (
        await post(
          target,
          "/sales?index",
          { intent: "view-save", name: "forged", query: "status=new" },
          { cookie: admin, origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect(await (await get(target, "/sales", admin)).text()).not.toContain("forged");
    const page = await (await get(target, `/sales/leads/${lead}`, admin)).text();
    expect(page).not.toContain("forged");
    expect(page).not.toMatch(/Now:(?:<!-- -->)? <strong>Lost<\/strong>/);
    expect((await get(target, "/sales", admin)).status).toBe(200);
  });

  it("ignores the browser tests' clock cookie on a server that is not a test server (ADR 051)", async () => {
    const page = await (await get(target, "/sales/my-day", `${admin}; ilimi-test-now=2031-01-07T08:00:00.000Z`)).text();
    // My day names its day ("Thu 26 Nov, in WAT."): today's, not the cookie's (the e2e server shows "Tue 7 Jan").
    expect(page).toMatch(/\w{3} \d{1,2} \w{3}, in WAT\./);
    expect(page).not.toContain("Tue 7 Jan");
  });

  it("makes one client wait after repeated wrong passwords for one account, for at most 15 minutes, and says how long", async () => {
    await account(target, "victim@ilimi.example", "sales");
    const client = newClient();
    for (let i = 0; i < accountMax; i++)
      expect((await signIn(target, "victim@ilimi.example", "wrong password guess", { client })).status).toBe(401);
    const blocked = await signIn(target, "victim@ilimi.example", goodPassword, { client });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await blocked.text()).toContain(`Try again in ${retryAfter / 60} minutes`);
    expect(sessionCookieOf(blocked)).toBeUndefined();
    // An unknown address is limited the same way: the limit tells nothing about who has an account.
    const other = newClient();
    for (let i = 0; i < accountMax; i++)
      await signIn(target, "nobody-here@ilimi.example", "wrong password guess", { client: other });
    expect((await signIn(target, "nobody-here@ilimi.example", "wrong password guess", { client: other })).status).toBe(
      429,
    );
    // The owner, from their own address, is not held back (tests/integration/console-lockout.test.ts has the rest).
    expect((await signIn(target, "victim@ilimi.example", goodPassword, { client: newClient() })).status).toBe(302);
  });

  it("makes one client wait after it guessed at many accounts", async () => {
    const client = newClient();
    for (let i = 0; i < clientMax; i++) await signIn(target, `spray-${i}@ilimi.example`, "Summer2025!!", { client });
    expect((await signIn(target, "admin@ilimi.example", goodPassword, { client })).status).toBe(429);
    expect((await signIn(target, "admin@ilimi.example", goodPassword, { client: newClient() })).status).toBe(302);
  });

  it("answers an unknown address exactly as a wrong password, in the same time", async () => {
    const strip = (html: string) => html.replace(/nonce="[^"]*"|nonce-[^'"]*/g, "");
    const unknown = await signIn(target, "no-account@ilimi.example", "a wrong password", { client: newClient() });
    const wrong = await signIn(target, "admin@ilimi.example", "a wrong password", { client: newClient() });
    expect(unknown.status).toBe(wrong.status);
    const [u1, w1] = [
      strip(await unknown.text()).replaceAll("no-account@ilimi.example", "X"),
      strip(await wrong.text()).replaceAll("admin@ilimi.example", "X"),
    ];
    if (u1 !== w1) {
      const at = [...u1].findIndex((ch, i) => ch !== w1[i]);
      throw new Error(`answers differ at ${at}: ${u1.slice(at - 80, at + 80)} ||| ${w1.slice(at - 80, at + 80)}`);
    }
    // Interleaved, so both see the same load; the medians differ by far less than a password hash takes.
    const times: { unknown: number[]; wrong: number[] } = { unknown: [], wrong: [] };
    for (let i = 0; i < 8; i++) {
      for (const kind of ["unknown", "wrong"] as const) {
        const started = performance.now();
        await (
          await signIn(
            target,
            kind === "unknown" ? `ghost-${i}@ilimi.example` : "timing@ilimi.example",
            "a wrong password",
            { client: newClient() },
          )
        ).text();
        times[kind].push(performance.now() - started);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [u, w] = [median(times.unknown), median(times.wrong)];
    expect(Math.abs(u - w)).toBeLessThan(Math.max(u, w) * 0.5);
    // Reset: the same answer whether or not the address has an account.
    const a = await post(target, "/sales/forgot-password", { email: "admin@ilimi.example" }, { client: newClient() });
    const b = await post(
      target,
      "/sales/forgot-password",
      { email: "no-account@ilimi.example" },
      { client: newClient() },
    );
    expect(a.status).toBe(b.status);
    expect(strip(await a.text())).toBe(strip(await b.text()));
  });

  it("refuses tampered, used and expired set-password links", async () => {
    const { token } = await usersCli(target, ["create", "--email", "linked@ilimi.example", "--role", "sales"]);
    const tampered = `${token!.slice(0, -2)}${token!.endsWith("AA") ? "BB" : "AA"}`;
    expect(await (await get(target, `/sales/set-password?token=${tampered}`)).text()).toContain(
      "This link does not work",
    );
    expect((await setPassword(target, tampered)).status).toBe(400);
    expect((await setPassword(target, token!)).status).toBe(302);
    expect((await setPassword(target, token!, "another good passphrase 7")).status).toBe(400);
    expect((await signIn(target, "linked@ilimi.example", goodPassword, { client: newClient() })).status).toBe(302);
    // A link made to last 1.8 s.
    const { token: late } = await usersCli(target, ["reset", "--email", "linked@ilimi.example"], {
      CONSOLE_INVITE_TTL_HOURS: "0.0005",
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await setPassword(target, late!)).status).toBe(400);
  });

  it("keeps the console out of search engines: not in the sitemap, disallowed in robots.txt, noindex on its pages", async () => {
    const sitemap = await (await get(target, "/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/sales");
    expect(await (await get(target, "/robots.txt")).text()).toMatch(/^Disallow: \/sales$/m);
    for (const path of [
      "/sales/sign-in",
      "/sales/forgot-password",
      "/sales/set-password?token=x",
      "/sales",
      "/sales/subscribers",
      "/sales/bookings",
      "/sales/users",
      "/sales/audit",
      "/sales/account",
    ]) {
      // The sign-in, reset and set-password pages as someone signed out sees them; the views as an admin.
      const response = await get(target, path, /sign-in|password/.test(path) ? undefined : admin);
      expect(response.headers.get("x-robots-tag"), path).toMatch(/noindex/);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    }
  });

  it("logs sign-ins (failed ones too), status, owner and team changes: who, what, when, filterable by who, without the typed address", async () => {
    // Each entry as the log says it, in a sentence (issue #27), its time in the team's zone (WAT).
    const rowsOf = (html: string) =>
      [
        ...html.matchAll(
          /<span class="text-muted"><time[^>]*>(\d{4}-\d\d-\d\d \d\d:\d\d WAT)<\/time><\/span>([\s\S]*?)<\/li>/g,
        ),
      ].map((m) => m[2]!.replaceAll("<!-- -->", "").replace(/<[^>]+>/g, ""));
    await signIn(target, "admin@ilimi.example", "not the password at all", { client: newClient() });
    await signIn(target, "ghost-of-nobody@ilimi.example", "not the password at all", { client: newClient() });
    const fresh = sessionCookieOf(await signIn(target, "admin@ilimi.example", goodPassword, { client: newClient() }))!;
    const email = `audited-${Date.now()}@school.edu.ng`;
    await demoRequest(target, email);
    const lead = await leadIdFor(target, fresh, email);
    await post(
      target,
      `/sales/leads/${lead}`,
      { intent: "status", status: "contacted", reason: "" },
      { cookie: fresh },
    );
    const adminId = /<option value="([\w-]+)">admin@ilimi\.example<\/option>/.exec(
      await (await get(target, "/sales/audit", fresh)).text(),
    )![1]!;
    await post(target, `/sales/leads/${lead}`, { intent: "owner", owner: adminId }, { cookie: fresh });
    await post(
      target,
      "/sales/users",
      { intent: "invite", email: "audited-hire@ilimi.example", role: "sales" },
      { cookie: fresh },
    );
    const team = await (await get(target, "/sales/users", fresh)).text();
    const hireId = [...team.matchAll(/<li[\s\S]*?<\/li>/g)]
      .map((m) => m[0])
      .find((li) => li.includes("audited-hire@ilimi.example"))!
      .match(/name="user" value="([\w-]+)"/)![1]!;
    await post(target, "/sales/users", { intent: "role", user: hireId, role: "admin" }, { cookie: fresh });
    await post(target, "/sales/users", { intent: "disable", user: hireId }, { cookie: fresh });

    const all = await (await get(target, "/sales/audit", fresh)).text();
    const rows = rowsOf(all);
    for (const entry of [
      "admin@ilimi.example typed a wrong password for admin@ilimi.example.",
      "Someone tried to sign in with an address that has no account.",
      "admin@ilimi.example signed in.",
      "admin@ilimi.example moved Ada Test from New to Contacted.",
      "admin@ilimi.example gave Ada Test to admin@ilimi.example.",
      "admin@ilimi.example invited audited-hire@ilimi.example as a sales person.",
      "admin@ilimi.example made audited-hire@ilimi.example an admin.",
      "admin@ilimi.example disabled the account of audited-hire@ilimi.example.",
    ]) {
      expect(rows, entry).toContain(entry);
    }
    // The address someone typed at sign-in is personal data (and may be a real person's): never logged.
    expect(all).not.toContain("ghost-of-nobody");
    expect(all).not.toContain(email);
    // By who: the admin's entries only; "system" (an unknown address's failure) is left out.
    const mine = rowsOf(await (await get(target, `/sales/audit?actor=${adminId}`, fresh)).text());
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.startsWith("admin@ilimi.example "))).toBe(true);
    expect(rowsOf(await (await get(target, "/sales/audit?action=user_disabled", fresh)).text())).toEqual([
      "admin@ilimi.example disabled the account of audited-hire@ilimi.example.",
    ]);
  });

  it("keeps every note on a lead, newest first on its timeline, with who wrote it and when; none can be changed or taken back", async () => {
    const email = `notes-${Date.now()}@school.edu.ng`;
    await demoRequest(target, email);
    const lead = await leadIdFor(target, admin, email);
    const colleague = await account(target, `colleague-${Date.now()}@ilimi.example`, "sales");
    expect(
      (
        await post(
          target,
          `/sales/leads/${lead}`,
          { intent: "note", note: "First call: no answer." },
          { cookie: admin },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await post(
          target,
          `/sales/leads/${lead}`,
          { intent: "note", note: "Second call: the registrar wants a demo." },
          { cookie: colleague },
        )
      ).status,
    ).toBe(200);
    // There is no action to edit or delete a note: anything else is refused and changes nothing.
    for (const intent of ["note-edit", "note-delete", "delete", "edit"]) {
      expect(
        (await post(target, `/sales/leads/${lead}`, { intent, note: "Rewritten history" }, { cookie: admin })).status,
      ).toBe(400);
    }
    const page = await (await get(target, `/sales/leads/${lead}`, admin)).text();
    const notes = [
      ...page.matchAll(
        /<p class="text-sm text-muted">([^<]+?)<!-- --> · <time[^>]*>(\d{4}-\d\d-\d\d \d\d:\d\d WAT)<\/time><\/p><p class="break-words whitespace-pre-wrap">([^<]*)<\/p>/g,
      ),
    ].map((m) => [m[1], m[3]]);
    expect(notes).toEqual([
      [expect.stringMatching(/^colleague-\d+@ilimi\.example$/), "Second call: the registrar wants a demo."],
      ["admin@ilimi.example", "First call: no answer."],
    ]);
    expect(page).not.toContain("Rewritten history");
  });

  it("refuses a short or common password at the field, keeping the link usable", async () => {
    const { token } = await usersCli(target, ["create", "--email", "careless@ilimi.example", "--role", "sales"]);
    for (const [password, message] of [
      ["short-one", "Use at least 12 characters."],
      // In the breach-ranked list, and a common word with a year and marks added.
      ["leavemealone", "That password is on lists attackers try first. Choose another."],
      ["Sunshine2024!!", "That password is on lists attackers try first. Choose another."],
    ] as const) {
      const refused = await setPassword(target, token!, password);
      expect(refused.status, password).toBe(400);
      const html = await refused.text();
      expect(html).toContain(message);
      expect(html).toMatch(/id="field-password"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-password"/);
    }
    // Nothing was set: the account has no password yet, and the same link still sets a good one.
    expect((await signIn(target, "careless@ilimi.example", "leavemealone", { client: newClient() })).status).toBe(401);
    expect((await setPassword(target, token!)).status).toBe(302);
  });

  it("exports exactly the inbox's current filter, from the inbox's own links, as CSV and JSON, and logs the export without the search", async () => {
    const tag = `exportcheck${Date.now()}`;
    for (const n of [1, 2, 3])
      await demoRequest(target, `${tag}-${n}@school.edu.ng`, { institution: `${tag} College ${n}` });
    const contacted = await leadIdFor(target, admin, `${tag}-2@`);
    expect(
      (
        await post(
          target,
          `/sales/leads/${contacted}`,
          { intent: "status", status: "contacted", reason: "" },
          { cookie: admin },
        )
      ).status,
    ).toBe(200);
    const inbox = await (await get(target, `/sales?status=contacted&q=${tag}`, admin)).text();
    const links = [...inbox.matchAll(/href="(\/sales\/export\?[^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
    // CSV, JSON and the .xlsx workbook (ADR 052).
    expect(links).toHaveLength(3);
    const json = await get(
      target,
      links.find((l) => l.includes("format=json"))!,
      admin,
    );
    expect(json.headers.get("content-disposition")).toMatch(
      /attachment; filename="ilimi-leads-\d{4}-\d{2}-\d{2}\.json"/,
    );
    // Keyed by the headers the spreadsheet has, values in words (ADR 095).
    const records = (await json.json()) as Record<string, string>[];
    expect(records.map((r) => [r["E-mail"], r.Status])).toEqual([[`${tag}-2@school.edu.ng`, "Contacted"]]);
    const csv = await (
      await get(
        target,
        links.find((l) => l.includes("format=csv"))!,
        admin,
      )
    ).text();
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${tag}-2@school.edu.ng`);
    // Without the status filter, the search alone: all three.
    expect(
      (await (await get(target, `/sales/export?format=csv&q=${tag}`, admin)).text()).trim().split("\r\n"),
    ).toHaveLength(4);
    const log = await (await get(target, "/sales/audit?action=export", admin)).text();
    expect(log).toContain("q,status");
    expect(log).not.toContain(tag);
  });

  it("neutralises formulas in the CSV export and shows HTML typed into the forms as text", async () => {
    const email = `inject-${Date.now()}@school.edu.ng`;
    await demoRequest(target, email, {
      institution: '=HYPERLINK("http://evil.example")',
      message: "<img src=x onerror=alert(1)><script>alert(2)</script>",
      firstName: "<i onclick=alert(4)>Ada</i>",
      lastName: "<svg onload=alert(5)>",
      utm_campaign: "<a href=javascript:alert(6)>term</a>",
    });
    const csv = await (await get(target, `/sales/export?format=csv&q=${encodeURIComponent(email)}`, admin)).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toMatch(/(^|,)"=/m);
    const lead = await leadIdFor(target, admin, email);
    await post(
      target,
      `/sales/leads/${lead}`,
      { intent: "note", note: "<b onmouseover=alert(3)>bold</b>" },
      { cookie: admin },
    );
    await post(
      target,
      `/sales/leads/${lead}`,
      { intent: "status", status: "lost", reason: "<iframe src=//evil.example>" },
      { cookie: admin },
    );
    await post(
      target,
      "/sales/bookings",
      { intent: "addClosed", date: "2031-06-12", label: "<marquee>Democracy Day</marquee>" },
      { cookie: admin },
    );
    const page = await (await get(target, `/sales/leads/${lead}`, admin)).text();
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    const views = [
      page,
      await (await get(target, `/sales?q=${encodeURIComponent(email)}`, admin)).text(),
      await (await get(target, "/sales/audit", admin)).text(),
      await (await get(target, "/sales/bookings", admin)).text(),
    ];
    for (const html of views) {
      for (const markup of [
        "<img src=x",
        "<script>alert(2)",
        "<b onmouseover",
        "<i onclick",
        "<svg onload",
        "<a href=javascript",
        "<iframe src",
        "<marquee",
      ])
        expect(html).not.toContain(markup);
    }
    for (const text of [
      "&lt;i onclick=alert(4)&gt;Ada&lt;/i&gt;",
      "&lt;svg onload=alert(5)&gt;",
      "&lt;a href=javascript:alert(6)&gt;term&lt;/a&gt;",
      "&lt;b onmouseover=alert(3)&gt;bold&lt;/b&gt;",
      "&lt;iframe src=//evil.example&gt;",
    ])
      expect(page).toContain(text);
    expect(views[3]).toContain("&lt;marquee&gt;Democracy Day&lt;/marquee&gt;");
  });
});
