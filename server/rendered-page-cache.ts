import { constants as zlib, crc32, deflateRawSync } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { isInstitutionSize } from "~/content/contact";
import { inEveryEdition } from "~/content/locale";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema.server";
import { formTokenPattern, issueFormToken } from "~/guards/form.server";
import { referrerField } from "~/leads/campaign";
import { carriesVisitorData } from "./security-headers";

// /contact and /demo (and /demo?size=medium, a campaign's link) are rendered per request because
// their form carries a signed timestamp issued when the page is served (app/routes/contact.tsx).
// Everything else on them is the same for every visitor. So each variant is rendered once, split
// around the two values that differ per response (the CSP nonce and the form timestamp), and its
// fixed parts kept, compressed, in memory. A response is then the kept parts with this response's
// values between them: no React render, and for gzip only the few changing bytes compressed
// (ADR 018).

/** The pages served this way, and the query that selects a variant (anything else: rendered as before). */
// Every edition (issue #19): /fr/contact and /fr/demo carry the same per-visitor timestamp.
const cachedPaths = new Set(["/contact", "/demo"].flatMap(inEveryEdition));
/** Parameters that never change the page: a campaign's tags (read by the page script, if at all). */
const ignoredParameter = /^(utm_[a-z]+|gclid|fbclid)$/;

/** The timestamp in the form's hidden field (app/guards/form.server.ts createFormToken). */
const formToken = new RegExp(formTokenPattern.source, "g");

type Slot = "nonce" | "token";
type Template = {
  status: number;
  headers: [string, string][];
  /** The fixed parts; `slots[i]` goes between `parts[i]` and `parts[i + 1]`. */
  parts: Buffer[];
  slots: Slot[];
  /** Each part as raw deflate, flushed to a byte boundary (the last one finished): spliced into gzip. */
  deflated: Buffer[];
};

/** The cache key of a request this cache serves, or null when it must be rendered as before. */
export function variantKey(req: Pick<Request, "method" | "path" | "originalUrl">): string | null {
  if (req.method !== "GET") return null;
  if (!cachedPaths.has(req.path)) return null;
  const query = new URLSearchParams(
    req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "",
  );
  if (carriesVisitorData({ method: req.method, path: req.path, query })) return null;
  for (const name of query.keys())
    if (name !== "size" && !ignoredParameter.test(name) && name !== referrerField) return null;
  // As the loader reads it: the first size, and an unknown one preselects nothing.
  const size = query.get("size");
  return `${req.path}?size=${isInstitutionSize(size) ? size : ""}`;
}

/** Splits a rendered page around every occurrence of this response's nonce and timestamp. */
export function splitPage(html: string, nonce: string): { parts: string[]; slots: Slot[] } | null {
  const tokens = html.match(formToken) ?? [];
  if (nonce.length < 16 || tokens.length !== 1 || !html.includes(nonce)) return null;
  const parts: string[] = [];
  const slots: Slot[] = [];
  const pattern = new RegExp(`${nonce.replace(/[^A-Za-z0-9]/g, "\\$&")}|${formToken.source}`, "g");
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(html.slice(last, match.index));
    slots.push(match[0] === nonce ? "nonce" : "token");
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  return { parts, slots };
}

const keptHeaders = new Set(["content-type", "cache-control", "link"]);

function makeTemplate(
  status: number,
  headers: [string, string][],
  split: { parts: string[]; slots: Slot[] },
): Template {
  const parts = split.parts.map((part) => Buffer.from(part, "utf8"));
  const last = parts.length - 1;
  const deflated = parts.map((part, i) =>
    deflateRawSync(part, { level: 9, finishFlush: i === last ? zlib.Z_FINISH : zlib.Z_SYNC_FLUSH }),
  );
  return { status, headers, parts, slots: split.slots, deflated };
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** One gzip member: the kept deflated parts with this response's values deflated between them. */
export function gzipSpliced(template: Pick<Template, "parts" | "deflated">, values: Buffer[]): Buffer {
  const chunks: Buffer[] = [gzipHeader];
  let crc = 0;
  let length = 0;
  template.parts.forEach((part, i) => {
    chunks.push(template.deflated[i]!);
    crc = crc32(part, crc);
    length += part.length;
    const value = values[i];
    if (value === undefined) return;
    chunks.push(deflateRawSync(value, { level: 1, finishFlush: zlib.Z_SYNC_FLUSH }));
    crc = crc32(value, crc);
    length += value.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/**
 * Answers cached variants; on a miss the page is rendered as before and its HTML kept. Registered
 * after compression, so a miss sees the page uncompressed; a hit sets its own Content-Encoding,
 * which compression leaves alone.
 */
export function renderedPageCache(db: Kysely<Database>): RequestHandler {
  const templates = new Map<string, Template>();
  return (req, res, next) => {
    const key = variantKey(req);
    if (key === null) return next();
    const nonce = String(res.locals.cspNonce);
    const template = templates.get(key);
    if (template === undefined) return void capture(res, nonce, (kept) => templates.set(key, kept), next);
    issueFormToken(db).then(
      (token) => send(req, res, template, { nonce, token }),
      (error: unknown) => next(error),
    );
  };
}

function send(req: Request, res: Response, template: Template, values: Record<Slot, string>) {
  const filled = template.slots.map((slot) => Buffer.from(values[slot], "utf8"));
  res.status(template.status);
  for (const [name, value] of template.headers) res.setHeader(name, value);
  res.append("Vary", "Accept-Encoding");
  let body: Buffer;
  if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
    res.setHeader("Content-Encoding", "gzip");
    body = gzipSpliced(template, filled);
  } else {
    body = Buffer.concat(template.parts.flatMap((part, i) => (filled[i] ? [part, filled[i]] : [part])));
  }
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** Lets the page render as before, keeping a copy of a complete 200 HTML answer. */
function capture(res: Response, nonce: string, keep: (template: Template) => void, next: () => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === "string")
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== "function") collect(chunk, rest[0]);
    const html = res.statusCode === 200 && String(res.getHeader("Content-Type") ?? "").startsWith("text/html");
    const split = html ? splitPage(Buffer.concat(chunks).toString("utf8"), nonce) : null;
    if (split) {
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (keptHeaders.has(name) && value !== undefined) headers.push([name, String(value)]);
      keep(makeTemplate(res.statusCode, headers, split));
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
  next();
}
