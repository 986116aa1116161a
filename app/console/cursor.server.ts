// Keyset pagination: a page ends at (created_at, id) of its last row, and the next page starts
// strictly after it. The cursor is opaque to the browser (base64url), checked when read back.

export type Cursor = { at: string; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");
}

export function decodeCursor(value: string | null): Cursor | undefined {
  if (!value || value.length > 200) return undefined;
  const [at, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[\w-]{1,64}$/.test(id)) return undefined;
  return { at, id };
}

/** A page of `limit` rows from a query that fetched limit + 1, and the cursor of the next page. */
export function keysetPage<T extends { id: string }>(
  rows: T[],
  limit: number,
  at: (row: T) => string,
): { rows: T[]; next?: string } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? encodeCursor({ at: at(last), id: last.id }) : undefined };
}

/**
 * The inbox's cursor under any order (issue #27 item 2): the order it belongs to, the part of the
 * order its last row was in (a status, an owner, "with a date" or "without"), that row's sort value,
 * received time and id. A cursor of another order is no cursor: the page starts from the top.
 */
export type SortCursor = { order: string; segment: string; key: string | null; at: string; id: string };

export function encodeSortCursor(cursor: SortCursor): string {
  return Buffer.from(JSON.stringify([cursor.order, cursor.segment, cursor.key, cursor.at, cursor.id])).toString(
    "base64url",
  );
}

export function decodeSortCursor(value: string | null, order: string): SortCursor | undefined {
  if (!value || value.length > 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
  const [o, segment, key, at, id] = parsed as unknown[];
  if (
    o !== order ||
    typeof segment !== "string" ||
    segment.length > 64 ||
    (key !== null && (typeof key !== "string" || key.length > 64))
  )
    return undefined;
  if (typeof at !== "string" || Number.isNaN(Date.parse(at)) || typeof id !== "string" || !/^[\w-]{1,64}$/.test(id))
    return undefined;
  return { order, segment, key, at, id };
}
