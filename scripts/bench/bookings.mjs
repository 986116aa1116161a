// The booking run of `npm run bench:forms` (issue #16): confirmed bookings per second on SQLite with
// synchronous=FULL, their latency, and the number of overbooked slots (must be 0). Demo requests
// are sent first through the real form (their confirmations carry the picker's tokens); then N
// keep-alive loops each book a random offered slot for a request of their own. A capacity of 50
// over 60 working days gives room for every booking, while loops still meet on the same slots.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";

export const bookingTarget = { perSecond: 500, p99Ms: 50 };
const capacity = 50;

export function send(agent, url, path, body) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      `${url}${path}`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          origin: url,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            location: res.headers.location,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      },
    );
    req.on("error", () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    req.end(body);
  });
}

/** Runs the booking bench against a server started by `startServer(env, dataDir)`; returns a table row. */
export async function benchBookings({
  startServer,
  formTemplate,
  formToken,
  cpuSeconds,
  concurrency,
  seconds,
  requests,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), "ilimi-bench-bookings-"));
  const server = await startServer("FULL", dataDir, { BOOKING_CAPACITY: String(capacity), BOOKING_HORIZON_DAYS: "60" });
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const results = [];
  let measureStart;
  let measureEnd = 0;
  let cpuStart;
  let cpuUsed;
  try {
    const tokens = await requestDemos({ agent, url: server.url, formTemplate, formToken, concurrency, requests });
    const slots = await offeredSlots(server.url, tokens[0]);
    let next = 0;
    measureStart = Date.now();
    cpuStart = cpuSeconds(server.pid);
    const ends = measureStart + seconds * 1000;
    const loop = async () => {
      while (next < tokens.length && Date.now() < ends) {
        const token = tokens[next++];
        const slot = slots[Math.floor(Math.random() * slots.length)];
        results.push(await send(agent, server.url, "/booking/book", new URLSearchParams({ token, slot }).toString()));
        measureEnd = Date.now();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, loop));
    cpuUsed = cpuSeconds(server.pid) - cpuStart;
  } finally {
    agent.destroy();
    await server.stop();
  }
  const db = new Database(join(dataDir, "ilimi.sqlite"), { readonly: true });
  const overbooked = db
    .prepare(
      "select count(*) as n from (select slot_start from booking_slot_seats group by slot_start having count(*) > ?)",
    )
    .get(capacity).n;
  const confirmed = db.prepare("select count(*) as n from bookings where status = 'confirmed'").get().n;
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { ...summarise(results, measureStart, measureEnd, cpuUsed), confirmed, overbooked };
}

/** Demo requests sent through the real form, `concurrency` at a time: each one's booking token. */
export async function requestDemos({ agent, url, formTemplate, formToken, concurrency, requests }) {
  const hidden = await formTemplate(url);
  const tokens = [];
  let made = 0;
  const makeOne = async () => {
    while (made < requests) {
      const n = made++;
      const fields = {
        firstName: "Bench",
        lastName: `Booker ${n}`,
        email: `booker-${n}@bench.example`,
        phone: "",
        institution: "Benchmark College",
        size: "medium",
        message: "",
        ...hidden,
        formToken: formToken(),
      };
      const r = await send(agent, url, "/demo", new URLSearchParams(fields).toString());
      const token = r.location && new URL(r.location, url).searchParams.get("booking");
      if (token) tokens.push(token);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, makeOne));
  if (tokens.length === 0) throw new Error("no demo request was answered with a picker");
  return tokens;
}

/** The times the picker offers a request, in order. */
export async function offeredSlots(url, token) {
  const page = await (await fetch(`${url}/booking/book?booking=${encodeURIComponent(token)}`)).text();
  const slots = [...page.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]);
  if (slots.length === 0) throw new Error("the picker offered no slots");
  return slots;
}

/** Booked/s, latency percentiles, CPU per booking and the answers' statuses of a measured run. */
export function summarise(results, measureStart, measureEnd, cpuUsed) {
  const booked = results.filter((r) => r.status === 303);
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    perSecond: booked.length / ((measureEnd - measureStart) / 1000),
    cpuMsPerRequest: (cpuUsed * 1000) / results.length,
    load: loadavg()[0],
    p50: pct(50),
    p99: pct(99),
    booked: booked.length,
    statuses,
  };
}

/** "409: 12, network error: 1", or "none": every answer other than a booking's 303. */
export const otherAnswers = (statuses) =>
  Object.entries(statuses)
    .filter(([s]) => s !== "303")
    .map(([s, n]) => `${s === "0" ? "network error" : s}: ${n}`)
    .join(", ") || "none";

/** Replaces the section between `<!-- name:begin -->` and `<!-- name:end -->`, or adds it after `after`'s end marker. */
export function writeSection(docPath, name, lines, after) {
  const section = lines.join("\n");
  const doc = existsSync(docPath) ? readFileSync(docPath, "utf8") : "# Benchmarks\n";
  const marker = new RegExp(`<!-- ${name}:begin -->[\\s\\S]*<!-- ${name}:end -->`);
  const next = marker.test(doc)
    ? doc.replace(marker, section)
    : doc.replace(`<!-- ${after}:end -->`, `<!-- ${after}:end -->\n\n${section}`);
  writeFileSync(docPath, next);
  console.log(`\n${section}\n\nWrote ${docPath}`);
}

export function writeBookingSection(docPath, row, { concurrency, seconds }) {
  const other = otherAnswers(row.statuses);
  const lines = [
    "<!-- bookings:begin -->",
    `## Demo bookings (${new Date().toISOString().slice(0, 10)})`,
    "",
    `\`npm run bench:forms\`, booking run: picker posts to /booking/book from ${concurrency} keep-alive loops for up to ${seconds} s, each for a demo request of its own (sent through the form first) and a random offered slot; capacity ${capacity} per slot. SQLite synchronous=FULL. Booked = answered 303; confirmed = bookings in the database after the run; overbooked = slots holding more bookings than the capacity.`,
    `Target: >= ${bookingTarget.perSecond} confirmed bookings/s with p99 < ${bookingTarget.p99Ms} ms, and 0 overbooked slots.`,
    "",
    `Load average (1 min) at the end of the run: ${row.load.toFixed(1)}${row.load > cpus().length ? ": the machine was busy with other work, so these numbers understate the server; the CPU time per booking is the steadier figure" : ""}.`,
    "",
    "| booked/s | p50 ms | p99 ms | server CPU ms per booking | booked | confirmed | overbooked slots | other answers |",
    "|---:|---:|---:|---:|---:|---:|---:|---|",
    `| ${Math.round(row.perSecond)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.booked} | ${row.confirmed} | ${row.overbooked} | ${other} |`,
    "",
    `${row.perSecond >= bookingTarget.perSecond && row.p99 < bookingTarget.p99Ms ? "Meets" : "MISSES"} the target; ${row.overbooked === 0 ? "no slot is overbooked" : "SLOTS ARE OVERBOOKED"}; ${row.confirmed === row.booked ? "every answered booking is stored" : `STORED ${row.confirmed} OF ${row.booked} BOOKED`}. 409 = the slot filled meanwhile (the picker is shown again).`,
    "<!-- bookings:end -->",
  ];
  writeSection(docPath, "bookings", lines, "forms");
}
