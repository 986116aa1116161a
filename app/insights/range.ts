// The Insights view's date range, from its GET form: YYYY-MM-DD UTC days, inclusive. Without one,
// the last twelve weeks. A wrong date is named and the default shown instead (never a 5xx).

export type RangeError = "date" | "order" | "span";
const DAY = 86_400_000;
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export function parseRange(
  params: URLSearchParams,
  now = new Date(),
): { from: string; to: string; error?: RangeError } {
  const today = now.toISOString().slice(0, 10);
  const fallback = {
    from: new Date(Date.parse(`${today}T00:00:00Z`) - 83 * DAY).toISOString().slice(0, 10),
    to: today,
  };
  const from = params.get("from")?.trim() || "";
  const to = params.get("to")?.trim() || "";
  if (!from && !to) return fallback;
  if ((from && !isDay(from)) || (to && !isDay(to))) return { ...fallback, error: "date" };
  const range = { from: from || fallback.from, to: to || fallback.to };
  if (range.from > range.to) return { ...fallback, error: "order" };
  if (Date.parse(range.to) - Date.parse(range.from) > 731 * DAY) return { ...fallback, error: "span" };
  return range;
}
