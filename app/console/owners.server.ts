import { getDb } from "~/db/connection.server";

/** Who can own a lead: every enabled account, by address. */
export async function ownerOptions(): Promise<{ id: string; email: string }[]> {
  return getDb().selectFrom("users").select(["id", "email"]).where("disabled_at", "is", null).orderBy("email").execute();
}
