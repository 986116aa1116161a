import type { Transaction } from "kysely";
import type { Database } from "~/db/schema.server";
import { phoneSearchKey } from "~/leads/phone.server";

// An erased person's name, address or number typed into the inbox's search and kept in a saved
// view (ADR 066): erasure clears that search text and leaves the view to its owner with the rest
// of its filter. The audit entry of a view saved before ADR 066 carried the search too (its
// `query`); it loses it the same way, so the log keeps only what was done.

/** What names one erased person in a search box. */
export type ErasedPerson = { names: string[]; emails: string[]; phones: string[] };

/** Lower case, without accents: "Adéolá" and "ADEOLA" are one name. */
const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const digits = (text: string) => text.replace(/\D/g, "");

/**
 * Whether a search names one of these people: a word of one of their names, their address (or its
 * part before the @), or their number in any spelling (its last nine digits among the search's).
 */
export function searchNamesAnyone(q: string, people: ErasedPerson[]): boolean {
  const text = fold(q);
  if (!text) return false;
  const searched = new Set(words(q));
  const phone = phoneSearchKey(q);
  return people.some(
    (person) =>
      person.names.some((name) => words(name).some((w) => searched.has(w))) ||
      person.emails.some((email) => {
        const address = fold(email);
        const local = address.split("@")[0] ?? "";
        return text.includes(address) || (local.length >= 4 && text.includes(local));
      }) ||
      person.phones.some(
        (number) => phone === number || (digits(text).length >= 7 && digits(text).includes(digits(number).slice(-9))),
      ),
  );
}

/** The query without its search, or undefined when it has none naming them. */
function withoutSearch(query: string, people: ErasedPerson[]): string | undefined {
  const params = new URLSearchParams(query);
  const q = params.get("q");
  if (q === null || !searchNamesAnyone(q, people)) return undefined;
  params.delete("q");
  return params.toString();
}

function parseDetail(detail: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(detail ?? "{}");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Who these requests and subscribers are, read before they are deleted. */
export async function erasedPeople(
  trx: Transaction<Database>,
  leadIds: string[],
  subscriberIds: string[],
): Promise<ErasedPerson[]> {
  const people: ErasedPerson[] = [];
  for (let i = 0; i < leadIds.length; i += 500) {
    const rows = await trx
      .selectFrom("demo_requests")
      .select(["first_name", "last_name", "email", "phone", "phone_e164"])
      .where("id", "in", leadIds.slice(i, i + 500))
      .execute();
    for (const r of rows)
      people.push({
        names: [r.first_name, r.last_name],
        emails: [r.email],
        phones: [r.phone, r.phone_e164].filter((p): p is string => Boolean(p)),
      });
  }
  for (let i = 0; i < subscriberIds.length; i += 500) {
    const rows = await trx
      .selectFrom("subscribers")
      .select("email")
      .where("id", "in", subscriberIds.slice(i, i + 500))
      .execute();
    for (const r of rows) people.push({ names: [], emails: [r.email], phones: [] });
  }
  return people;
}

/** Clears the searches naming these people from saved views and from their audit entries; returns how many views. */
export async function clearErasedSearches(trx: Transaction<Database>, people: ErasedPerson[]): Promise<number> {
  if (people.length === 0) return 0;
  let cleared = 0;
  const views = await trx.selectFrom("saved_views").select(["id", "query"]).where("query", "like", "%q=%").execute();
  for (const view of views) {
    const query = withoutSearch(view.query, people);
    if (query === undefined) continue;
    await trx.updateTable("saved_views").set({ query }).where("id", "=", view.id).execute();
    cleared += 1;
  }
  const entries = await trx
    .selectFrom("audit_log")
    .select(["id", "detail"])
    .where("action", "=", "inbox_view_saved")
    .where("detail", "like", "%q=%")
    .execute();
  for (const entry of entries) {
    const detail = parseDetail(entry.detail);
    const query = typeof detail.query === "string" ? withoutSearch(detail.query, people) : undefined;
    if (query === undefined) continue;
    await trx
      .updateTable("audit_log")
      .set({ detail: JSON.stringify({ ...detail, query, search: true }) })
      .where("id", "=", entry.id)
      .execute();
  }
  return cleared;
}
