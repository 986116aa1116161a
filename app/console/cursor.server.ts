// Keyset pagination: a page ends at (created_at, id) of its last row, and the next page starts
// strictly after it. The cursor is opaque to the browser (base64url), checked when read back.

export type Cursor = { at: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");
}

export function decodeCursor(value: string | null): Cursor | undefined {
  if (!value || value.length > 200) return undefined;
  const [at, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[\w-]{1,64}$/.test(id)) return undefined;
  return { at, id };
}

/** A page of `limit` rows from a query that fetched limit + 1, and the cursor of the next page. */
export function keysetPage<T extends { id: string }>(rows: T[], limit: number, at: (row: T) => string): { rows: T[]; next?: string } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? encodeCursor({ at: at(last), id: last.id }) : undefined };
}
