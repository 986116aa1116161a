import { printable } from "~/leads/printable";

// People are named as the team knows them (issue #27, item 7): an account's name (ADR 038), its
// address while it has none. Stored text, so escaped like every other shown text (issue #14).
export function personName(user: { name?: string | null; email: string }): string {
  return printable(user.name?.trim() || user.email);
}
