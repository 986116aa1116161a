import * as z from "zod/mini";
import { institutionSizes } from "~/content/contact";
import {
  automatedViews,
  bookedViews,
  leadSources,
  nextStepViews,
  type InboxFilterErrors,
  type InboxFilters,
} from "./filters";
import { leadStatuses } from "~/leads/status";
import { consoleCopy } from "~/content/sales-console";

// The inbox's filters as the server reads them from the address bar: a value it does not know is
// reported at its field, never a 500, and the rest of the filter still applies.

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const fields = {
  status: z.enum([...leadStatuses, "open"]),
  size: z.enum(institutionSizes.map((s) => s.value) as [string, ...string[]]),
  source: z.enum(leadSources),
  from: z.string().check(
    z.regex(isoDate),
    z.refine((v) => !Number.isNaN(Date.parse(v))),
  ),
  to: z.string().check(
    z.regex(isoDate),
    z.refine((v) => !Number.isNaN(Date.parse(v))),
  ),
  owner: z.string().check(z.regex(/^(me|none|[0-9a-f-]{36})$/)),
  q: z.string().check(z.maxLength(200)),
  automated: z.enum(automatedViews),
  step: z.enum(nextStepViews),
  booked: z.enum(bookedViews),
} as const;

const messages: Record<keyof InboxFilters, string> = consoleCopy.inbox.filterErrors;

export function parseInboxFilters(params: URLSearchParams): { filters: InboxFilters; errors: InboxFilterErrors } {
  const filters: InboxFilters = {};
  const errors: InboxFilterErrors = {};
  for (const key of Object.keys(fields) as (keyof InboxFilters)[]) {
    const raw = (params.get(key) ?? "").trim();
    if (!raw) continue;
    const parsed = fields[key].safeParse(raw);
    if (parsed.success) (filters as Record<string, string>)[key] = parsed.data;
    else errors[key] = messages[key];
  }
  if (filters.from && filters.to && filters.from > filters.to)
    errors.to = consoleCopy.inbox.filterErrors.endBeforeStart;
  return { filters, errors };
}
