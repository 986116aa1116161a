import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { printable } from "~/leads/printable";

// My day (issue #27 item 4): a person's next steps that are overdue or due today. A step is theirs
// when they own the lead, or nobody owns it and they set the step: the owner answers for a lead,
// and a step planned on an unowned lead is not lost. "Today" is the team's day (ADR 046), given.

export type StepToDo = { leadId: string; name: string; institution: string; due: string; note: string };

const LIMIT = 200;

function theirs(userId: string) {
  return (eb: ExpressionBuilder<Database, "demo_requests">) =>
    eb.or([eb("owner_id", "=", userId), eb.and([eb("owner_id", "is", null), eb("next_step_by", "=", userId)])]);
}

export async function myNextSteps(
  db: Kysely<Database>,
  userId: string,
  today: string,
): Promise<{ overdue: StepToDo[]; dueToday: StepToDo[] }> {
  const rows = await db
    .selectFrom("demo_requests")
    .select(["id", "first_name", "last_name", "institution", "next_step_due", "next_step_note"])
    .where("next_step_due", "<=", today)
    .where(theirs(userId))
    .orderBy("next_step_due")
    .orderBy("created_at")
    .limit(LIMIT)
    .execute();
  // Stored text, escaped as everywhere it is printed (issue #14).
  const steps = rows.map((r) => ({
    leadId: r.id,
    name: printable(`${r.first_name} ${r.last_name}`),
    institution: printable(r.institution),
    due: r.next_step_due ?? today,
    note: printable(r.next_step_note ?? ""),
  }));
  return { overdue: steps.filter((s) => s.due < today), dueToday: steps.filter((s) => s.due === today) };
}

/** How many are waiting (the navigation's count): one indexed count. */
export async function myNextStepCount(db: Kysely<Database>, userId: string, today: string): Promise<number> {
  const row = await db
    .selectFrom("demo_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("next_step_due", "<=", today)
    .where(theirs(userId))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
