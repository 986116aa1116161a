// Names the console's pages and the server share (roles, audit actions), outside *.server.ts so
// the browser's bundle may use them.

export const userRoles = ["admin", "sales"] as const;

export const auditActions = [
  "sign_in",
  "sign_out",
  "sign_in_failed",
  "sign_out_everywhere",
  "password_set",
  "password_reset_requested",
  "totp_enabled",
  "totp_disabled",
  "user_invited",
  "user_created",
  "user_role_changed",
  "user_disabled",
  "user_enabled",
  "lead_status_changed",
  "lead_owner_changed",
  "lead_note_added",
  "delivery_retried",
  "lead_released",
  "export",
  "lead_erased",
  "retention_erased",
  "availability_changed",
  "closed_date_added",
  "closed_date_removed",
  "user_profile_changed",
  "booking_reassigned",
  "booking_outcome_marked",
  // A presenter's own calendar and subscription address (ADR 042).
  "calendar_feed_set",
  "calendar_feed_removed",
  "calendar_subscription_made",
  "calendar_subscription_revoked",
  // Not the team's: a visitor corrected their address from their booking's page (actor null).
  "visitor_email_corrected",
  // Who presents what (ADR 047).
  "routing_rule_added",
  "routing_rule_removed",
  // A lead's next step (issue #27 item 4): the day it is due, never its words (they may name the person).
  "lead_next_step_set",
  "lead_next_step_cleared",
  // One person, one lead (ADR 052).
  "lead_merged",
  // A lead joined on a phone alone, split back into its people by migration 0033 (ADR 095).
  "lead_split",
  // Which roles may export leads, an admin's choice (ADR 095).
  "export_roles_changed",
  // Counsel's confirmation of the privacy notice's legal wording, recorded by an admin (ADR 098).
  "privacy_counsel_confirmed",
  "privacy_counsel_withdrawn",
  // A person's own inbox views (issue #27 item 2).
  "inbox_view_saved",
  "inbox_view_deleted",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The longest note a lead takes. */
export const NOTE_MAX = 5000;
