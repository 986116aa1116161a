// Problems with a whole submission, each with its copy in content/forms.ts (formProblems). A list
// of its own, with no imports, so page scripts can check a server's answer against it for free.

export const formProblemNames = [
  "forbidden",
  "rateLimited",
  "expired",
  "unavailable",
  "sendAgain",
  "alreadyReceived",
] as const;

export type FormProblem = (typeof formProblemNames)[number];

/** Problems the server's front answers with a page of its own, before any action runs. */
export const problemsBeforeTheAction = [
  "rateLimited",
  "forbidden",
  "unavailable",
] as const satisfies readonly FormProblem[];
export type ProblemBeforeTheAction = (typeof problemsBeforeTheAction)[number];

/**
 * What a refusal by the server's front (server/: rate limit, origin, size) means to a visitor, read
 * from its status: the page scripts of both forms show it with the matching alert.
 */
export function problemOfRefusal(status: number): ProblemBeforeTheAction {
  if (status === 429) return "rateLimited";
  if (status === 403) return "forbidden";
  return "unavailable";
}
