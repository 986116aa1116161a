import type { Kysely } from "kysely";
import { z } from "zod";
import { audit } from "~/audit/audit.server";
import type { Database, UserRole } from "~/db/schema.server";
import { teamSetting, writeTeamSetting } from "./team-settings.server";

// Which roles may download the leads export (issue #45 item 1, ADR 095): an admin decides, on the
// Team page; the choice is kept in team_settings (migration 0033) and audited. Admins always may:
// the one who decides can never be locked out of it. Unset, only admins may, as before.

const SETTING = "export_roles";

/** Whether people of this role may export leads. */
export async function mayExport(db: Kysely<Database>, role: UserRole): Promise<boolean> {
  if (role === "admin") return true;
  return ((await teamSetting(db, SETTING)) ?? "admin").split(",").includes(role);
}

const exportRolesSchema = z.object({ intent: z.literal("export-roles"), sales: z.enum(["on"]).optional() });

/** The Team page's form answered: whether sales people may export, saved and audited when it changed. */
export async function setExportRolesFromForm(
  db: Kysely<Database>,
  form: FormData,
  actorId: string,
  now = new Date(),
): Promise<{ ok: boolean }> {
  const read = exportRolesSchema.safeParse({ intent: form.get("intent"), sales: form.get("sales") ?? undefined });
  if (!read.success) return { ok: false };
  const value = read.data.sales ? "admin,sales" : "admin";
  await db.transaction().execute(async (trx) => {
    if (((await teamSetting(trx, SETTING)) ?? "admin") === value) return;
    await writeTeamSetting(trx, SETTING, value, actorId, now.toISOString());
    await audit(
      trx,
      { actorId, action: "export_roles_changed", subjectType: "setting", detail: { roles: value } },
      now,
    );
  });
  return { ok: true };
}
