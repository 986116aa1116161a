import "../support/quiet-logs";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerAvailable } from "../support/demo-form";
import { startServer, type RunningServer } from "../support/start-server";

// A page script is what every first visit downloads after the page: it is sent compressed once at
// brotli's highest quality and kept (server/hashed-assets.ts), not recompressed per request.

const buildDir = process.env.ILIMI_BUILD_DIR || "build";
const built = builtServerAvailable(buildDir, "Hashed asset tests");

describe.skipIf(!built)("the page scripts a visitor's browser downloads", () => {
  let server: RunningServer;
  let script: string;
  beforeAll(async () => {
    server = await startServer({ ILIMI_BUILD_DIR: buildDir, LOG_LEVEL: "error" });
    const html = await (await fetch(`${server.url}/company/about`)).text();
    script = /s\.src="(\/assets\/page-script-[^"]+\.js)"/.exec(html)![1]!;
  });
  afterAll(async () => {
    await server.kill();
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("come as brotli at its highest quality, the same bytes every time, cached for a year", async () => {
    const onDisk = readFileSync(join(buildDir, "client", script));
    const best = brotliCompressSync(onDisk, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: onDisk.length },
    });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}${script}`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-security-policy")).toBeTruthy();
      expect(Number(res.headers.get("content-length"))).toBe(best.length);
    }
  });

  it("come gzipped or plain to a client that does not take brotli, and a HEAD has no body", async () => {
    const onDisk = readFileSync(join(buildDir, "client", script));
    // fetch undoes the gzip itself: what it hands back must be the file.
    const gzipped = await fetch(`${server.url}${script}`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await gzipped.arrayBuffer()).equals(onDisk)).toBe(true);
    const plain = await fetch(`${server.url}${script}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(onDisk)).toBe(true);
    const head = await fetch(`${server.url}${script}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("answer an unknown name with a plain not-found", async () => {
    const res = await fetch(`${server.url}/assets/page-script-nothere.js`);
    expect(res.status).toBe(404);
  });
});
