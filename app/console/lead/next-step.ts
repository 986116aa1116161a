// A lead's next step (issue #27 item 4): what the panel's form posts and the lead page's action
// reads, shared so the two cannot drift (the server's schema: next-step.server.ts).

export const NEXT_STEP_NOTE_MAX = 200;

/** Save with the date field; "next-step:2026-12-01" saves due that quick day; clear removes it. */
export const nextStepIntents = {
  save: "next-step",
  clear: "next-step-clear",
  quick: (day: string) => `next-step:${day}`,
} as const;

export type NextStepIntent = { kind: "save"; quickDay?: string } | { kind: "clear" };

export function nextStepIntent(intent: string): NextStepIntent | undefined {
  if (intent === nextStepIntents.save) return { kind: "save" };
  if (intent === nextStepIntents.clear) return { kind: "clear" };
  if (intent.startsWith(`${nextStepIntents.save}:`))
    return { kind: "save", quickDay: intent.slice(nextStepIntents.save.length + 1, nextStepIntents.save.length + 12) };
  return undefined;
}

/** What the panel shows: the stored step, who set it, and the team's today (so quick days are the server's). */
export type NextStepView = { due: string | null; note: string | null; by: string | null; today: string };

type NextStepField = "next-step-note" | "next-step-due" | "next-step";
export type NextStepAnswer =
  | { ok: true; field: "next-step" }
  | { ok: false; field: NextStepField; message: string; values: { note: string; due: string } };
