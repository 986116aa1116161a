// Problems with a whole submission, each with its copy in content/forms.ts (formProblems). A list
// of its own, with no imports, so page scripts can check a server's answer against it for free.

export const formProblemNames = ["forbidden", "rateLimited", "expired", "unavailable", "sendAgain", "alreadyReceived"] as const;

export type FormProblem = (typeof formProblemNames)[number];
