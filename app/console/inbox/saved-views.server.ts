import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { randomUUID } from "node:crypto";
import { data } from "react-router";
import * as z from "zod/mini";
import { audit } from "~/audit/audit.server";
import { textField } from "~/forms/fields";
import { viewAnswers } from "~/content/sales-console-views";
import { printable } from "~/leads/printable";
import { isPrintableText, normaliseText } from "~/guards/text-normalisation";
import { filterQuery } from "./filters";
import { parseInboxFilters } from "./filters.server";
import type { InboxView } from "./views";

// A person's own inbox views (issue #27 item 2, migration 0019): saved from the inbox's filter as
// it is shown, listed beside the built-in ones, deleted by their owner only. Each change is audited.

const e = viewAnswers.errors;
export const MAX_SAVED_VIEWS = 20;

// Written in the order filterQuery() writes a filter, so the view shown now is found by comparing strings.
export const builtInViews: readonly InboxView[] = [
  { id: "mine", name: viewAnswers.builtIn.mine, query: "status=open&owner=me", own: false },
  { id: "booked-week", name: viewAnswers.builtIn.bookedWeek, query: "booked=week", own: false },
  // Open leads only: a won or lost lead needs no next step.
  { id: "no-next-step", name: viewAnswers.builtIn.noNextStep, query: "status=open&step=none", own: false },
];

/** The filter as the audit log keeps it: everything but the search's text. */
function withoutSearchText(query: string): string {
  const params = new URLSearchParams(query);
  params.delete("q");
  return params.toString();
}

/** The save form: the name, and the filter as the inbox's address carries it. */
const saveViewSchema = z.object({
  name: z.string().check(
    z.minLength(1, e.name),
    z.maxLength(60, e.name),
    z.refine((v) => isPrintableText(v), e.unprintable),
  ),
  query: z.string().check(z.maxLength(2000, e.badFilter)),
});

export type ViewAnswer =
  { ok: true; message: string } | { ok: false; field: "name" | "form"; message: string; name: string };

const refuse = (field: "name" | "form", message: string, name: string): ViewAnswer => ({
  ok: false,
  field,
  message,
  name: name.slice(0, 200),
});

export async function listSavedViews(db: Kysely<Database>, userId: string): Promise<InboxView[]> {
  const rows = await db
    .selectFrom("saved_views")
    .select(["id", "name", "query"])
    .where("user_id", "=", userId)
    .orderBy("name")
    .execute();
  return rows.map((row) => ({ id: row.id, name: printable(row.name), query: row.query, own: true }));
}

export async function saveView(db: Kysely<Database>, userId: string, form: FormData | null): Promise<ViewAnswer> {
  const sent = { name: normaliseText(textField(form, "name")).trim(), query: textField(form, "query") };
  const parsed = saveViewSchema.safeParse(sent);
  if (!parsed.success)
    return refuse(
      parsed.error.issues[0]!.path[0] === "query" ? "form" : "name",
      parsed.error.issues[0]!.message,
      sent.name,
    );
  // The filter is read as the inbox reads it: a view never keeps a value the inbox would refuse.
  const { filters, errors } = parseInboxFilters(new URLSearchParams(parsed.data.query.replace(/^\?/, "")));
  if (Object.keys(errors).length > 0) return refuse("form", e.badFilter, sent.name);
  const query = filterQuery(filters).toString();
  if (!query) return refuse("form", e.nothingToSave, sent.name);
  const mine = await db.selectFrom("saved_views").select(["name"]).where("user_id", "=", userId).execute();
  if (mine.some((v) => v.name === parsed.data.name)) return refuse("name", e.duplicate(parsed.data.name), sent.name);
  if (mine.length >= MAX_SAVED_VIEWS) return refuse("form", e.tooMany, sent.name);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("saved_views")
      .values({ id, user_id: userId, name: parsed.data.name, query, created_at: new Date().toISOString() })
      .execute();
    await audit(trx, {
      actorId: userId,
      action: "inbox_view_saved",
      subjectType: "saved_view",
      subjectId: id,
      // The filter without its search: the text may name a person, and the log outlives their erasure (ADR 066).
      detail: { name: parsed.data.name, query: withoutSearchText(query), search: filters.q !== undefined },
    });
  });
  return { ok: true, message: viewAnswers.saved(parsed.data.name) };
}

/** Deletes one of the person's own views; another person's is "no longer exists", like a missing one. */
export async function deleteView(db: Kysely<Database>, userId: string, form: FormData | null): Promise<ViewAnswer> {
  const id = textField(form, "view").slice(0, 100);
  const view = await db
    .selectFrom("saved_views")
    .select(["id", "name"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!view) return refuse("form", e.unknown, "");
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("saved_views").where("id", "=", view.id).execute();
    await audit(trx, {
      actorId: userId,
      action: "inbox_view_deleted",
      subjectType: "saved_view",
      subjectId: view.id,
      detail: { name: view.name },
    });
  });
  return { ok: true, message: viewAnswers.deleted(printable(view.name)) };
}

/** The inbox's action: save or delete one of the asker's views (any signed-in role; same-origin only, as every console post). */
/** A view saved or deleted from a form the inbox's action read; `kind` tells its answer from the bulk form's. */
export async function inboxViewAnswer(db: Kysely<Database>, userId: string, form: FormData | null) {
  const intent = textField(form, "intent");
  const answer =
    intent === "view-save"
      ? await saveView(db, userId, form)
      : intent === "view-delete"
        ? await deleteView(db, userId, form)
        : refuse("form", e.form, "");
  return data(
    { ...answer, kind: "view" as const },
    { status: answer.ok ? 200 : answer.message === e.unknown ? 404 : 400 },
  );
}
