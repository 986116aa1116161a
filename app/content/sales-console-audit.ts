// The audit log's words and its entries as sentences, apart from the rest of the console's: only the
// audit page, the lead's timeline and the server read them, so the inbox's first view does not carry
// them (its 150 KB budget, tests/integration/console-budget.test.ts).

/** An audit entry of a change made to several leads at once from the inbox (detail.bulk: how many). */
const together = (d: Record<string, string>) => ((d.bulk ?? "") > "1" ? `, one of ${d.bulk} changed at once` : "");

export const auditCopy = {
  title: "Audit log",
  action: "Action",
  actor: "Who",
  anyone: "Anyone",
  empty: "Nothing recorded for this filter.",
  older: "Older entries",
  system: "The system",
  someone: "Someone",
  visitor: "The visitor",
  /** A lead or account named in an entry that has since been erased or removed. */
  gone: { lead: "a lead since erased", user: "a former account", booking: "a booking" } as Record<string, string>,
  nobody: "nobody",
  /** The filter's refusals, each at its field. */
  errors: {
    action: "Choose an action from the list.",
    actor: "Choose a person from the list.",
    date: "Enter a date like 2025-03-01.",
  },
  /** Each action as the rest of a sentence after who did it; "{subject}" is the lead or person, linked (issue #27, item 7). */
  sentences: {
    sign_in: () => "signed in",
    sign_out: () => "signed out",
    sign_in_failed: (d) =>
      d.reason === "code"
        ? "gave a wrong authentication code for {subject}"
        : d.subject
          ? "typed a wrong password for {subject}"
          : "tried to sign in with an address that has no account",
    sign_out_everywhere: () => "signed out on every device",
    password_set: (d) =>
      d.via === "reset"
        ? "set a new password for {subject} from a reset link"
        : d.via === "invite"
          ? "set the first password of {subject}"
          : "changed the password of {subject}",
    password_reset_requested: () => "asked for a password reset link for {subject}",
    totp_enabled: () => "turned on two-factor sign-in for {subject}",
    totp_disabled: () => "turned off two-factor sign-in for {subject}",
    user_invited: (d) => `invited {subject} as ${d.role === "admin" ? "an admin" : "a sales person"}`,
    user_created: (d) => `created the account of {subject} (${d.role ?? "sales"}) from the command line`,
    user_role_changed: (d) => `made {subject} ${d.to === "admin" ? "an admin" : "a sales person"}`,
    user_disabled: () => "disabled the account of {subject}",
    user_enabled: () => "enabled the account of {subject} again",
    user_profile_changed: () => "changed the name or presenting of {subject}",
    lead_status_changed: (d) => `moved {subject} from ${d.from} to ${d.to}${together(d)}`,
    lead_owner_changed: (d) => `gave {subject} to ${d.to}${d.from ? ` (was ${d.from})` : ""}${together(d)}`,
    lead_note_added: () => "added a note to {subject}",
    lead_next_step_set: (d) => `${d.changed === "true" ? "changed" : "set"} the next step of {subject}, due ${d.due}`,
    lead_next_step_cleared: () => "cleared the next step of {subject}",
    delivery_retried: () => "retried a delivery of {subject}",
    lead_released: () => "released {subject} from quarantine",
    export: (d) =>
      `exported ${d.rows} lead${d.rows === "1" ? "" : "s"} as ${String(d.format).toUpperCase()}${d.filters ? ` (filtered by ${d.filters})` : ""}`,
    lead_erased: () => "erased the data of {subject}",
    retention_erased: () => "deleted records past their retention period",
    availability_changed: () => "changed when visitors can book",
    closed_date_added: (d) => `closed ${d.date} for bookings`,
    closed_date_removed: (d) => `opened ${d.date} for bookings again`,
    booking_reassigned: (d) => `gave the demo of {subject} to ${d.presenter}`,
    routing_rule_added: (d) =>
      `added a routing rule (size ${d.size || "any"}, edition ${d.edition || "any"}, ${d.presenters} presenter${d.presenters === "1" ? "" : "s"})`,
    routing_rule_removed: () => "removed a routing rule",
    visitor_email_corrected: () => "corrected the e-mail address of {subject} from their booking's page",
    export_roles_changed: (d) =>
      d.roles === "admin,sales" ? "let sales people export leads" : "let only admins export leads",
    privacy_counsel_confirmed: (d) => `recorded that ${d.counsel} confirmed the privacy notice of ${d.version}`,
    privacy_counsel_withdrawn: (d) => `withdrew counsel's confirmation of the privacy notice of ${d.version}`,
    lead_split: (d) =>
      `split {subject} from ${d.from || "a lead since erased"}: a request joined it on the phone number alone (${d.requests} request${d.requests === "1" ? "" : "s"})`,
    lead_merged: (d) => `merged ${d.merged || "a lead since erased"} into {subject}, keeping {subject}`,
    /** Its filter without the search's text, which may name a person (ADR 066). */
    inbox_view_saved: (d) =>
      `saved the inbox view “${d.name}” (${d.search === "true" ? (d.query ? `${d.query}, with a search` : "a search") : d.query})`,
    inbox_view_deleted: (d) => `deleted the inbox view “${d.name}”`,
  } as Record<string, (d: Record<string, string>) => string>,
  /** An action this copy does not know yet (added by a later change): its name, readable. */
  unknown: (action: string) => `did “${action.replaceAll("_", " ")}” on {subject}`,
  actionNames: (action: string) => action.replaceAll("_", " "),
};
