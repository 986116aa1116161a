import { type Kysely, sql } from "kysely";
import { isLocale, localizePath } from "~/content/locale";
import type { Database, VisitDimension } from "~/db/schema.server";
import { normalisedTag } from "~/insights/visit";

// The funnel visit → demo request → booking → held demo → won (issue #28), from the daily visit
// counts, the demo requests and their bookings' outcomes (issue #25, ADR 039).
// Visitors are the day's unique visitors, attributed to their first page of the day; requests,
// bookings and wins are counted by the day the request was sent. Quarantined requests are left out.

export type Range = { from: string; to: string };
export type Counts = { views: number; visitors: number; requests: number; bookings: number; held: number; won: number };
export type Line = Counts & { key: string };
type NotBooked = {
  id: string;
  createdAt: string;
  institution: string;
  status: string;
  campaign: string;
  answered: boolean;
};

export type Insights = {
  range: Range;
  totals: Counts;
  weeks: Line[];
  landing: Line[];
  campaigns: Line[];
  referrers: Line[];
  editions: Line[];
  sizes: Line[];
  devices: Line[];
  answered: { requests: number; within24h: number; later: number; never: number };
  notBooked: NotBooked[];
};

export const NOT_BOOKED_LIMIT = 200;
const DAY = 86_400_000;
/** Nothing counted: a campaign with no line in the chosen dates. */
export const zero = (): Counts => ({ views: 0, visitors: 0, requests: 0, bookings: 0, held: 0, won: 0 });

/** The Monday (UTC) of a day's week, YYYY-MM-DD. */
function weekOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - weekday * DAY).toISOString().slice(0, 10);
}

const hosts = new Map<string, string>();
/** The host of a stored referrer origin, as visits record it; remembered, since a few sites refer most requests. */
function hostOf(origin: string | null): string {
  if (!origin) return "";
  let host = hosts.get(origin);
  if (host === undefined) {
    host = URL.canParse(origin) ? new URL(origin).hostname.toLowerCase().replace(/^www\./, "") : "";
    if (hosts.size < 10_000) hosts.set(origin, host);
  }
  return host;
}

type Tally = Map<string, Counts>;
function add(tally: Tally, key: string, counts: Partial<Counts>) {
  let line = tally.get(key);
  if (!line) tally.set(key, (line = zero()));
  for (const [name, value] of Object.entries(counts) as [keyof Counts, number][]) line[name] += value;
}
/** Biggest first (by visitors, then requests), the key as tie-break; weeks are sorted by date instead. */
const lines = (tally: Tally, byKey = false): Line[] =>
  [...tally.entries()]
    .map(([key, c]) => ({ key, ...c }))
    .sort((a, b) =>
      byKey ? (a.key < b.key ? -1 : 1) : b.visitors - a.visitors || b.requests - a.requests || (a.key < b.key ? -1 : 1),
    );

async function visitTallies(db: Kysely<Database>, range: Range) {
  // One scan of the per-dimension daily totals (visit_totals): about 100 lines a day.
  const rows = await db
    .selectFrom("visit_totals")
    .select([
      "dimension",
      "value",
      sql<string>`case when dimension = 'all' then day else '' end`.as("day"),
      sql<string>`sum(views)`.as("views"),
      sql<string>`sum(visitors)`.as("visitors"),
    ])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("dimension", "in", ["all", "path", "utm_campaign", "referrer_host", "edition", "device"])
    .groupBy(["dimension", "value", sql`case when dimension = 'all' then day else '' end`])
    .execute();
  const tallies = {
    weeks: new Map(),
    landing: new Map(),
    campaigns: new Map(),
    referrers: new Map(),
    editions: new Map(),
    devices: new Map(),
  } satisfies Record<string, Tally>;
  const into: Partial<Record<VisitDimension, Tally>> = {
    all: tallies.weeks,
    path: tallies.landing,
    utm_campaign: tallies.campaigns,
    referrer_host: tallies.referrers,
    edition: tallies.editions,
    device: tallies.devices,
  };
  for (const r of rows) {
    const tally = into[r.dimension];
    if (tally)
      add(tally, r.dimension === "all" ? weekOf(r.day) : r.value, {
        views: Number(r.views),
        visitors: Number(r.visitors),
      });
  }
  return tallies;
}

export async function insights(db: Kysely<Database>, range: Range): Promise<Insights> {
  const start = `${range.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY).toISOString();
  const [visits, requests, firstAnswers] = await Promise.all([
    visitTallies(db, range),
    db
      .selectFrom("demo_requests as r")
      .leftJoin("bookings as b", (join) =>
        join.onRef("b.demo_request_id", "=", "r.id").on("b.status", "=", "confirmed"),
      )
      .select([
        "r.id",
        "r.created_at",
        "r.institution",
        "r.size",
        "r.source",
        "r.language",
        "r.status",
        "r.utm_campaign",
        "r.referrer",
        "b.id as booking_id",
        "b.outcome",
      ])
      .where("r.created_at", ">=", start)
      .where("r.created_at", "<", end)
      .where("r.quarantine_reason", "is", null)
      .orderBy("r.created_at", "desc")
      .execute(),
    // "Answered": the team's first status change or note on the lead, as the audit log records it.
    db
      .selectFrom("audit_log")
      .select(["subject_id", sql<string>`min(at)`.as("at")])
      .where("subject_type", "=", "lead")
      .where("action", "in", ["lead_status_changed", "lead_note_added"])
      .where("actor_id", "is not", null)
      .where("at", ">=", start)
      .groupBy("subject_id")
      .execute(),
  ]);
  const answeredAt = new Map(firstAnswers.map((a) => [a.subject_id, a.at]));
  const answered = { requests: requests.length, within24h: 0, later: 0, never: 0 };
  const sizes: Tally = new Map();
  const notBooked: NotBooked[] = [];
  for (const r of requests) {
    const booked = r.booking_id ? 1 : 0;
    // Held: the presenter marked it so (a booking kept after its demo; ADR 039). Won: after a held
    // demo, so that each step of the funnel is part of the one before (ADR 096).
    const held = booked && r.outcome === "held" ? 1 : 0;
    const counts = { requests: 1, bookings: booked, held, won: held && r.status === "won" ? 1 : 0 };
    const campaign = normalisedTag(r.utm_campaign);
    add(visits.weeks, weekOf(r.created_at.slice(0, 10)), counts);
    // The page the request was sent from, under its edition's prefix (the registry's, ADR 045).
    add(visits.landing, isLocale(r.language) ? localizePath(r.language, `/${r.source}`) : `/${r.source}`, counts);
    add(visits.campaigns, campaign, counts);
    add(visits.referrers, hostOf(r.referrer), counts);
    add(visits.editions, r.language, counts);
    add(sizes, r.size ?? "", counts);
    const at = answeredAt.get(r.id);
    if (!at) answered.never += 1;
    else if (Date.parse(at) - Date.parse(r.created_at) <= DAY) answered.within24h += 1;
    else answered.later += 1;
    if (!booked && notBooked.length < NOT_BOOKED_LIMIT)
      notBooked.push({
        id: r.id,
        createdAt: r.created_at,
        institution: r.institution,
        status: r.status,
        campaign,
        answered: Boolean(at),
      });
  }
  const totals = zero();
  for (const line of visits.editions.values())
    for (const name of Object.keys(totals) as (keyof Counts)[]) totals[name] += line[name];
  return {
    range,
    totals,
    weeks: lines(visits.weeks, true),
    landing: lines(visits.landing),
    campaigns: lines(visits.campaigns),
    referrers: lines(visits.referrers),
    editions: lines(visits.editions),
    sizes: lines(sizes),
    devices: lines(visits.devices),
    answered,
    notBooked,
  };
}
