// The topics of docs/decisions/README.md: for each, the records in the order they changed the rule,
// the one (or ones) holding the rule today, and a sentence saying how they fit. The generator checks
// that every number has its record and that no current one is superseded (ADR 088). A new record
// joins a topic here (or starts one); until then the index lists it under "Not yet under a topic".

/** chain: the records in the order they changed the rule; current: the ones holding it; also: records beside it. */
export type Topic = { title: string; chain: number[]; current: number[]; rule: string; also?: number[] };

export const topics: Topic[] = [
  {
    title: "Forms and their defences",
    chain: [5, 13, 26, 34, 44],
    current: [44],
    rule: "Every plain form post goes through one door; 005's one schema and layered defences stand, a form that looks automated is kept or asked again (013), a demo request sent too fast is confirmed by one press (034), a kept one lands on a page that promises nothing and asks the visitor to call or write (099), and the browser posts without React (026). Plain posts are answered by Express, not React Router (009); validation messages are chosen by key (036); the console's forms are on zod schemas too (053).",
    also: [9, 36, 53, 99],
  },
  {
    title: "Editions and languages",
    chain: [23, 24, 25, 36, 45, 57, 61, 70],
    current: [45, 61],
    rule: "An edition is one registry entry plus a copy folder (045) and copy is looked up by module name and edition (061); 023's same slugs and typed mirrors stand, a record remembers its language (025), the switcher keeps a token's query (070).",
  },
  {
    title: "Content and copy",
    chain: [4, 57, 61],
    current: [61],
    rule: "Copy and company facts are typed data in content modules (004); components read their edition's copy by name (057, 061). The estimator's money and French numbers: 043. Counsel's confirmation of the privacy notice is a company fact an admin records in the console: 098.",
    also: [43, 98],
  },
  {
    title: "Public pages without React",
    chain: [1, 7, 8, 10, 20, 26, 27],
    current: [26, 27],
    rule: "No React in the browser on public pages (026), one typed contract per behaviour and layers the linter keeps (027); only the sales console runs React (020). Server rendering and prerendering: 001.",
  },
  {
    title: "Headers and the edge",
    chain: [1, 2, 14, 17, 28, 35, 73],
    current: [73, 35],
    rule: "COOP only where another site's window can hold a visitor's data (073, refining 017); every unserved method gets 405 (035) over 014's one canonical path and limits, with one case for paths (028) and a CSP nonce or hash on every page (002).",
  },
  {
    title: "Speed and how it is measured",
    chain: [3, 11, 12, 18, 19, 29],
    current: [18, 19, 29],
    rule: "Measured as PageSpeed measures, from a cold tab, nothing skipped by content-visibility (018); the face is Atkinson Hyperlegible Next by 003's method (019); what never changes is compressed once (029).",
  },
  {
    title: "Seats and bookings",
    chain: [15, 30, 38, 47, 65, 68, 78],
    current: [78, 30, 38],
    rule: "A demo is checked over its whole interval (078) on top of the seat keys and per-slot locks (030) and presenters as the seats (038), who are asked by fair round-robin over a running count of loads (065, 068) in the order routing rules choose (047).",
  },
  {
    title: "Booking storage and speed",
    chain: [63, 67, 71, 72],
    current: [71],
    rule: "On SQLite, booking batches commit on a writer thread (071) with statements prepared and built once (063, 072) and transactions that take the write lock when they begin (067).",
  },
  {
    title: "Booking links, invitations and pages",
    chain: [16, 32, 33, 40, 69, 74, 75],
    current: [40, 75],
    rule: "Each booking stores its meeting link and the download is the e-mailed invitation (040, over 016's signed links); the booking pages wear the task's chrome (069) and keep the first screen clear (074, 075); the picker shows a day at a time (032); a page says \"e-mailed\" only when it was queued (033).",
  },
  {
    title: "Presenters' own calendars",
    chain: [42, 76],
    current: [76],
    rule: "A presenter's feed is fetched and its busy times stored (042), parsed on a metered thread of its own (076).",
  },
  {
    title: "Reminders",
    chain: [41, 55, 62, 77, 99],
    current: [77, 41, 99],
    rule: 'Reminders go out once, in time or not at all (041), a send ends with its grace (055), reasons are codes (062), a reminder the provider may have is "maybe sent", never sent again (077), and one inside the change notice offers no change link (099).',
  },
  {
    title: "The console and who may use it",
    chain: [20, 21, 31, 53, 56, 80],
    current: [80, 31, 56],
    rule: "Sessions and two roles (021) with sign-in throttling a stranger cannot turn against the owner (031), sealed two-factor seeds (056), and leaving the team ending access with wrong codes bounded per account (080). The console's clock and phone numbers: 046; its test clock: 051.",
  },
  {
    title: "The console's leads",
    chain: [22, 39, 46, 48, 50, 51, 52, 58, 66, 95],
    current: [95, 52, 66],
    rule: "One person, one lead, joined on the same address or the same phone under the same name, exported one row per request in the team's words by those an admin allows (095, amending 052); erasure reaches saved searches and failed deliveries' reasons are codes (066), over 022's erasure, retention and audit. The inbox: 048 and its search 058; a lead's timeline: 050; outcomes and the lead following its booking: 039.",
  },
  {
    title: "Insights",
    chain: [37, 79, 96],
    current: [79, 96],
    rule: "Cookieless daily totals (037) that a stranger cannot flood (079); a visit's campaign carried in the site's own links, no rate above 100 % shown silently, and every funnel bar part of the one before (096).",
  },
  {
    title: "Delivery and instances",
    chain: [6, 13, 66],
    current: [6, 13],
    rule: "The outbox keeps every form in the record's transaction and never drops one (013); instances on one PostgreSQL share the rate limit and claim jobs with skipped locks (006), limits per address wide enough for a shared address and per person by e-mail (096).",
    also: [96],
  },
  {
    title: "Code layout and checks",
    chain: [27, 54, 59, 60, 83, 91],
    current: [54, 91, 83, 60],
    rule: "Domain rooms in order (054), the console a wing of feature rooms, booking in ordered sub-rooms, the audit log and form helpers in rooms below auth (091); one runtime per process builds the configuration, settings and database, and only it, server/ and scripts/ may read the one or open the other (083, amending 059's handed-down database); Prettier and knip in `npm test` (060), over 027's layers.",
  },
  {
    title: "Tests and how fast they run",
    chain: [84, 85, 86, 89, 90],
    current: [84, 85, 86, 89, 90],
    rule: "A suite about one site's answers runs the built site in its own worker on a copied, migrated database (084); set-up seeds accounts and sessions and only one test per journey does it the real way (085); one production build, the pseudo edition mounted by a test server, and whole-site checks without a browser, the full browser sweep behind FULL_SWEEP=1 (086); integration files run three at a time, the ones measuring wall time after them alone, and a run hands each port out once (089); in the browser, axe runs once in the page, leads a console test needs are posted over HTTP and the store is read in the test's process (090).",
  },
  {
    title: "The docs",
    chain: [88],
    current: [88],
    rule: "The README is a one-page map; the settings table and this index are generated from their sources, and a test fails on a stale one or on a path the repository does not have.",
  },
  {
    title: "Deployment and operations",
    chain: [81, 82],
    current: [81, 82],
    rule: "Backups are the database's own online copy, scheduled by the server and proved by a restore (081); the TLS proxy is a shipped nginx file a test runs (082).",
  },
];
