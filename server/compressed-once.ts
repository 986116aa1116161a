import type { Request } from "express";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

// Bytes that never change under their name (prerendered pages, hashed assets) are compressed once,
// at the highest settings, and kept: brotli at quality 11 is too slow per request but costs
// nothing when paid once, and it is what makes the page scripts weigh what the budgets say.

export type Encoding = "br" | "gzip" | "identity";

export type Kept = { raw: Buffer; compressed: Partial<Record<Exclude<Encoding, "identity">, Buffer>> };

export function preferredEncoding(req: Request): Encoding {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/** The body in `encoding`, compressed on first use and then kept. */
export function encodedBody(kept: Kept, encoding: Encoding): Buffer {
  if (encoding === "identity") return kept.raw;
  const cached = kept.compressed[encoding];
  if (cached) return cached;
  const body =
    encoding === "br"
      ? brotliCompressSync(kept.raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: kept.raw.length },
        })
      : gzipSync(kept.raw, { level: 9 });
  kept.compressed[encoding] = body;
  return body;
}
