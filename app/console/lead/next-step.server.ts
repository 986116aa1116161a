import type { Database } from "~/db/schema.server";
import type { Kysely } from "kysely";
import { data } from "react-router";
import { z } from "zod";
import { textField } from "~/forms/fields";
import { audit } from "~/audit/audit.server";
import { nextStepCopy } from "~/content/sales-console-my-day";
import { printable } from "~/leads/printable";
import { isPrintableText, normaliseText } from "~/guards/text-normalisation";
import { addDays, dayLabel, isCalendarDay } from "~/lib/team-clock";
import {
  NEXT_STEP_NOTE_MAX,
  nextStepIntent,
  type NextStepAnswer,
  type NextStepIntent,
  type NextStepView,
} from "./next-step";
import { personName } from "~/console/people";
import { consoleToday } from "~/console/test-clock.server";

// A lead's next step (issue #27 item 4, migration 0018): what to do and the day it is due in the
// team's zone, set, changed and cleared from the lead page, each with its audit entry in the same
// transaction. The audit keeps the day, never the words (they may name the person; ADR 022).

const e = nextStepCopy.errors;
/** Two years ahead: further is a typo (2062 for 2026), not a plan. */
const FURTHEST_DAYS = 731;

function nextStepSchema(today: string) {
  return z.object({
    note: z
      .string()
      .refine((v) => isPrintableText(v), { error: e.unprintable, abort: true })
      .transform((v) => normaliseText(v).trim())
      .pipe(
        z
          .string()
          .min(1, { error: e.note })
          .max(NEXT_STEP_NOTE_MAX, { error: e.noteLong(NEXT_STEP_NOTE_MAX) }),
      ),
    due: z
      .string()
      .min(1, { error: e.due, abort: true })
      .refine(isCalendarDay, { error: e.dueFormat, abort: true })
      .refine((day) => day >= today, { error: e.past(dayLabel(today)), abort: true })
      .refine((day) => day <= addDays(today, FURTHEST_DAYS), { error: e.far }),
  });
}

/** The lead page's action for a next-step intent (nothing for any other intent): its answer and status. */
export async function nextStepAction(
  db: Kysely<Database>,
  intent: string,
  form: FormData | null,
  leadId: string,
  actorId: string,
  request: Request,
) {
  const step = nextStepIntent(intent);
  if (!step) return undefined;
  const fields = { note: textField(form, "next-step-note"), due: textField(form, "next-step-due") };
  const { answer, status } = await answerNextStep(db, step, fields, leadId, actorId, consoleToday(request));
  return data(answer, { status });
}

export async function nextStepOf(db: Kysely<Database>, leadId: string, request: Request): Promise<NextStepView> {
  const today = consoleToday(request);
  const row = await db
    .selectFrom("demo_requests")
    .leftJoin("users", "users.id", "demo_requests.next_step_by")
    .select(["demo_requests.next_step_due", "demo_requests.next_step_note", "users.email", "users.name"])
    .where("demo_requests.id", "=", leadId)
    .executeTakeFirst();
  return {
    due: row?.next_step_due ?? null,
    note: row?.next_step_note ? printable(row.next_step_note) : null,
    by: row?.email ? personName({ email: row.email, name: row.name }) : null,
    today,
  };
}

/** Sets, changes or clears the step from the lead page's form; a refusal names its field and gives the input back. */
export async function answerNextStep(
  db: Kysely<Database>,
  intent: NextStepIntent,
  form: { note: string; due: string },
  leadId: string,
  actorId: string,
  today: string,
  now = new Date(),
): Promise<{ answer: NextStepAnswer; status: number }> {
  const values = {
    note: form.note.slice(0, NEXT_STEP_NOTE_MAX * 4),
    due: (intent.kind === "save" && intent.quickDay) || form.due.slice(0, 20),
  };
  const refuse = (field: "next-step-note" | "next-step-due" | "next-step", message: string) => ({
    answer: { ok: false as const, field, message, values },
    status: 400,
  });
  const lead = await db
    .selectFrom("demo_requests")
    .select(["next_step_due"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return refuse("next-step", e.gone);
  const at = now.toISOString();
  if (intent.kind === "clear") {
    if (!lead.next_step_due) return refuse("next-step", e.nothing);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("demo_requests")
        .set({ next_step_due: null, next_step_note: null, next_step_by: null, last_activity_at: at })
        .where("id", "=", leadId)
        .execute();
      await audit(trx, { actorId, action: "lead_next_step_cleared", subjectType: "lead", subjectId: leadId }, now);
    });
    return { answer: { ok: true, field: "next-step" }, status: 200 };
  }
  const parsed = nextStepSchema(today).safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refuse(issue.path[0] === "due" ? "next-step-due" : "next-step-note", issue.message);
  }
  const { note, due } = parsed.data;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("demo_requests")
      .set({ next_step_due: due, next_step_note: note, next_step_by: actorId, last_activity_at: at })
      .where("id", "=", leadId)
      .execute();
    await audit(
      trx,
      {
        actorId,
        action: "lead_next_step_set",
        subjectType: "lead",
        subjectId: leadId,
        detail: { due, changed: lead.next_step_due !== null },
      },
      now,
    );
  });
  return { answer: { ok: true, field: "next-step" }, status: 200 };
}
