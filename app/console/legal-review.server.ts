import type { Kysely } from "kysely";
import { z } from "zod";
import { audit } from "~/audit/audit.server";
import { privacyNoticeVersion } from "~/content/forms";
import type { Database } from "~/db/schema.server";
import { writeTeamSetting } from "./team-settings.server";

// Whether the company's counsel has confirmed the privacy notice's legal wording (issue #46 item 3,
// ADR 098): which law governs the company and the data protection authorities of the countries the
// French edition addresses were written from public sources, not by a lawyer. Until an admin records
// counsel's confirmation, every console page says so; the public page never claims one. The
// confirmation holds for one version of the notice: a new version is unconfirmed again.

const SETTING = "privacy_counsel_confirmed";

export type CounselReview =
  { confirmed: false; version: string } | { confirmed: true; version: string; counsel: string; at: string; by: string };

const stored = z.object({ version: z.string(), counsel: z.string(), at: z.string() });

/** The review of the notice in force: confirmed only for this version, by whom and when. */
export async function counselReview(db: Kysely<Database>): Promise<CounselReview> {
  const row = await db
    .selectFrom("team_settings")
    .leftJoin("users", "users.id", "team_settings.updated_by")
    .select(["team_settings.value", "users.name", "users.email"])
    .where("team_settings.name", "=", SETTING)
    .executeTakeFirst();
  let value: z.infer<typeof stored> | undefined;
  try {
    value = row ? stored.parse(JSON.parse(row.value)) : undefined;
  } catch {
    value = undefined;
  }
  if (!value || value.version !== privacyNoticeVersion) return { confirmed: false, version: privacyNoticeVersion };
  return { confirmed: true, ...value, by: row?.name || row?.email || "" };
}

export const COUNSEL_MAX = 200;

const confirmSchema = z.object({
  intent: z.literal("counsel-confirm"),
  counsel: z.string().trim().min(1).max(COUNSEL_MAX),
  version: z.literal(privacyNoticeVersion),
});

export type CounselAnswer =
  { ok: true } | { ok: false; error: "counsel" | "counselTooLong" | "version"; counsel: string };

/**
 * The Team page's form: an admin records who confirmed the wording (counsel's name or firm) for the
 * version they read, or withdraws a confirmation given by mistake. Saved and audited.
 */
export async function counselReviewFromForm(
  db: Kysely<Database>,
  form: FormData,
  actorId: string,
  now = new Date(),
): Promise<CounselAnswer> {
  const at = now.toISOString();
  const write = async (value: string | null, detail: Record<string, string>) =>
    db.transaction().execute(async (trx) => {
      await writeTeamSetting(trx, SETTING, value, actorId, at);
      await audit(
        trx,
        {
          actorId,
          action: value === null ? "privacy_counsel_withdrawn" : "privacy_counsel_confirmed",
          subjectType: "setting",
          detail,
        },
        now,
      );
    });
  if (form.get("intent") === "counsel-withdraw") {
    await write(null, { version: privacyNoticeVersion });
    return { ok: true };
  }
  const counsel = String(form.get("counsel") ?? "");
  const read = confirmSchema.safeParse({ intent: form.get("intent"), counsel, version: form.get("version") });
  if (!read.success) {
    const field = read.error.issues[0]?.path[0];
    const error = field === "version" ? "version" : counsel.trim().length > COUNSEL_MAX ? "counselTooLong" : "counsel";
    return { ok: false, error, counsel };
  }
  await write(JSON.stringify({ version: privacyNoticeVersion, counsel: read.data.counsel, at }), {
    version: privacyNoticeVersion,
    counsel: read.data.counsel,
  });
  return { ok: true };
}
