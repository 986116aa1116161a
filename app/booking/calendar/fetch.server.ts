import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { z } from "zod";
import { refusal } from "./feed-addresses.server";

// Fetching a presenter's secret iCal address (ADR 042). The address is typed by a person, so the
// server must not become a way into its own network: https only, every address the name resolves
// to checked (feed-addresses.server.ts: private, loopback, link-local, this machine's own are refused) and the connection
// pinned to the checked address (no second lookup to rebind), a redirect followed only after the
// same checks on its target, a deadline for the whole answer, and a size cap that cuts it off.

export type FeedErrorClass =
  | "refused_address"
  | "timeout"
  | "too_big"
  | "http_status"
  | "bad_content"
  | "too_complex"
  | "network"
  | "too_many_redirects";

export class FeedError extends Error {
  override name = "FeedError";
  constructor(
    readonly errorClass: FeedErrorClass,
    detail: string,
  ) {
    super(detail);
  }
}

export type FeedPolicy = {
  timeoutMs: number;
  maxBytes: number;
  /** TESTS ONLY: http:// on a loopback address is allowed, except this server's own port. */
  allowLoopback: boolean;
  /** This server's port: a loopback address on it is the server itself, always refused. */
  ownPort: number;
  /** The site's own host and port (SITE_URL's host): refused whatever it resolves to. */
  ownHost?: string;
};

export type FeedAnswer =
  { status: "unchanged" } | { status: "ok"; text: string; etag: string | null; lastModified: string | null };

const MAX_REDIRECTS = 3;

/** The console's check of a pasted address: a URL, https (http only under the test setting), no credentials. */
export function feedUrlSchema(allowLoopbackHttp: boolean) {
  return z
    .string()
    .trim()
    .min(1, "empty")
    .max(2000, "tooLong")
    .transform((value) => value.replace(/^webcals?:\/\//i, "https://"))
    .pipe(z.url({ message: "notUrl" }))
    .refine((value) => {
      const url = URL.parse(value);
      return !url || url.protocol === "https:" || (allowLoopbackHttp && url.protocol === "http:");
    }, "notHttps")
    .refine((value) => !URL.parse(value)?.username && !URL.parse(value)?.password, "credentials");
}

/** Resolves the host and checks every address; the first one is the one connected to. */
async function checkedAddress(url: URL, policy: FeedPolicy): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (policy.ownHost && url.host.toLowerCase() === policy.ownHost.toLowerCase())
    throw new FeedError("refused_address", "the site's own host");
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new FeedError("network", "host not found");
  }
  if (addresses.length === 0) throw new FeedError("network", "host not found");
  for (const { address } of addresses) {
    const why = refusal(address, port, policy);
    if (why) throw new FeedError("refused_address", why);
  }
  return addresses[0]!;
}

function checkScheme(url: URL, policy: FeedPolicy): void {
  if (url.protocol === "https:") return;
  if (url.protocol === "http:" && policy.allowLoopback) return;
  throw new FeedError("refused_address", "not https");
}

type Conditional = { etag: string | null; lastModified: string | null };

/** One request to a checked address: a redirect comes back as its Location, never followed here. */
function requestOnce(
  url: URL,
  pinned: { address: string; family: number },
  conditional: Conditional,
  policy: FeedPolicy,
  deadline: number,
): Promise<{ redirect: string } | FeedAnswer> {
  return new Promise((resolve, reject) => {
    const pinnedLookup: LookupFunction = (_host, options, callback) => {
      if ((options as { all?: boolean }).all)
        (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const headers: Record<string, string> = { Accept: "text/calendar, */*;q=0.1", "User-Agent": "IlimiCalendarFeed/1" };
    if (conditional.etag) headers["If-None-Match"] = conditional.etag;
    if (conditional.lastModified) headers["If-Modified-Since"] = conditional.lastModified;
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(url, { headers, lookup: pinnedLookup, timeout: Math.max(1, deadline - Date.now()) });
    const timer = setTimeout(
      () => request.destroy(new FeedError("timeout", "no full answer in time")),
      Math.max(1, deadline - Date.now()),
    );
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(
        error instanceof FeedError
          ? error
          : new FeedError("network", error instanceof Error ? error.message.slice(0, 120) : "request failed"),
      );
    };
    request.on("timeout", () => request.destroy(new FeedError("timeout", "no answer in time")));
    request.on("error", fail);
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        // No body is read from anything but a 2xx: the socket is closed now, so a host that drips
        // a redirect's or an error's body for ever holds nothing open (ADR 076).
        clearTimeout(timer);
        response.on("error", () => {});
        request.destroy();
        if (status === 304) return resolve({ status: "unchanged" });
        if (status < 300 || status >= 400) return reject(new FeedError("http_status", `answered ${status}`));
        // Parsed without throwing: an exception here, in an event listener, would end the process.
        const location = URL.parse(response.headers.location ?? "", url);
        if (!response.headers.location || !location)
          return reject(new FeedError("http_status", `redirect without a usable location (${status})`));
        return resolve({ redirect: location.href });
      }
      const declared = Number(response.headers["content-length"] ?? 0);
      if (declared > policy.maxBytes) return request.destroy(new FeedError("too_big", `declares ${declared} bytes`));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > policy.maxBytes) request.destroy(new FeedError("too_big", `more than ${policy.maxBytes} bytes`));
        else chunks.push(chunk);
      });
      response.on("error", fail);
      response.on("end", () => {
        clearTimeout(timer);
        const etag = response.headers.etag ?? null;
        const lastModified = response.headers["last-modified"] ?? null;
        resolve({ status: "ok", text: Buffer.concat(chunks).toString("utf8"), etag, lastModified });
      });
    });
  });
}

/** Fetches a feed under the policy: its text, "unchanged" (304), or a FeedError saying why not. */
export async function fetchFeed(address: string, conditional: Conditional, policy: FeedPolicy): Promise<FeedAnswer> {
  const deadline = Date.now() + policy.timeoutMs;
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    checkScheme(url, policy);
    const pinned = await checkedAddress(url, policy);
    if (Date.now() >= deadline) throw new FeedError("timeout", "no answer in time");
    const answer = await requestOnce(url, pinned, conditional, policy, deadline);
    if (!("redirect" in answer)) return answer;
    url = new URL(answer.redirect);
  }
  throw new FeedError("too_many_redirects", `more than ${MAX_REDIRECTS} redirects`);
}
