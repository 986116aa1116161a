// The presenters run of `npm run bench:forms` (issue #25): confirmed bookings per second when the
// seats are 10 presenters (ADR 038) instead of a configured capacity, on SQLite with
// synchronous=FULL as the server runs, and the number of double-booked presenters (must be 0).
// The presenters are made as the team makes them, by the users CLI, with no days off and no
// calendar feed: free in every booking hour of the week. Demo requests are sent through the real
// form first; then N keep-alive loops of visitors each press an open time (a random one, or with
// BENCH_SAME_TIMES the same few earliest, as a crowd meets on the first free slots): each time takes
// 10 bookings, the rest are answered 409 and that visitor tries another open time. BENCH_PRESENTER_REQUESTS visitors (small for a smoke run).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { bookingTarget, offeredSlots, otherAnswers, requestDemos, send, summarise, writeSection } from "./bookings.mjs";

const presenterCount = 10;
/**
 * How many of the earliest open times the crowd presses at once (BENCH_SAME_TIMES=3: a crowd on the
 * first free slots, mostly 409s, each re-rendering the picker). Unset: any open time, as the capacity
 * run does, so the number measured is the booking path's throughput, the issue's target.
 */
const sameTimes = process.env.BENCH_SAME_TIMES ? Number(process.env.BENCH_SAME_TIMES) : Infinity;
const run = promisify(execFile);

/** `npm run users -- create ... --presenter --languages en`, as the team makes a presenter. */
async function createPresenters(url, dataDir) {
  for (let i = 1; i <= presenterCount; i++) {
    await run(
      process.execPath,
      [
        "scripts/users.js",
        "create",
        "--email",
        `presenter-${i}@bench.example`,
        "--role",
        "sales",
        "--name",
        `Bench Presenter ${i}`,
        "--presenter",
        "--languages",
        "en",
      ],
      {
        env: { ...process.env, DATA_DIR: dataDir, SITE_URL: url, ILIMI_SKIP_BUILD: "1", LOG_LEVEL: "silent" },
      },
    );
  }
}

/** Confirmed bookings that share a presenter at overlapping times: must be 0, as must unassigned ones. */
function presenterCheck(file) {
  const db = new Database(file, { readonly: true });
  try {
    const doubleBooked = db
      .prepare(
        `select count(*) as n from bookings a join bookings b on a.presenter_id = b.presenter_id and a.id < b.id
         where a.status = 'confirmed' and b.status = 'confirmed' and a.slot_start < b.slot_end and b.slot_start < a.slot_end`,
      )
      .get().n;
    const unassigned = db
      .prepare("select count(*) as n from bookings where status = 'confirmed' and presenter_id is null")
      .get().n;
    // Each confirmed booking holds its presenter's seat at its time (the key that decides, ADR 038).
    const seatless = db
      .prepare(
        "select count(*) as n from bookings b where b.status = 'confirmed' and not exists (select 1 from presenter_seats s where s.booking_id = b.id and s.presenter_id = b.presenter_id and s.slot_start = b.slot_start)",
      )
      .get().n;
    const confirmed = db.prepare("select count(*) as n from bookings where status = 'confirmed'").get().n;
    const presenters = db.prepare("select count(*) as n from users where presents = 1").get().n;
    return { doubleBooked, unassigned, seatless, confirmed, presenters };
  } finally {
    db.close();
  }
}

export async function benchPresenterBookings({
  startServer,
  formTemplate,
  formToken,
  cpuSeconds,
  concurrency,
  seconds,
  requests,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), "ilimi-bench-presenters-"));
  const server = await startServer("FULL", dataDir, { BOOKING_HORIZON_DAYS: "60" });
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const results = [];
  let measureStart;
  let measureEnd = 0;
  let cpuUsed;
  let slotCount;
  try {
    await createPresenters(server.url, dataDir);
    const tokens = await requestDemos({ agent, url: server.url, formTemplate, formToken, concurrency, requests });
    const slots = await offeredSlots(server.url, tokens[0]);
    slotCount = slots.length;
    // A time answered 409 has no free presenter left: nobody presses it again.
    const full = new Set();
    const pick = () => {
      const open = [];
      for (const slot of slots) {
        if (!full.has(slot)) open.push(slot);
        if (open.length === sameTimes) break;
      }
      return open[Math.floor(Math.random() * open.length)];
    };
    let next = 0;
    measureStart = Date.now();
    const cpuStart = cpuSeconds(server.pid);
    const ends = measureStart + seconds * 1000;
    const visitor = async () => {
      while (next < tokens.length && Date.now() < ends) {
        const token = tokens[next++];
        for (let slot = pick(); slot && Date.now() < ends; slot = pick()) {
          const answer = await send(
            agent,
            server.url,
            "/booking/book",
            new URLSearchParams({ token, slot }).toString(),
          );
          results.push(answer);
          measureEnd = Date.now();
          if (answer.status !== 409) break;
          full.add(slot);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, visitor));
    cpuUsed = cpuSeconds(server.pid) - cpuStart;
  } finally {
    agent.destroy();
    await server.stop();
  }
  const check = presenterCheck(join(dataDir, "ilimi.sqlite"));
  rmSync(dataDir, { recursive: true, force: true });
  return { ...summarise(results, measureStart, measureEnd, cpuUsed), ...check, visitors: requests, offered: slotCount };
}

/** Whether the run kept every promise: the benchmark fails (exit code 1) otherwise. */
export const presenterRunHolds = (row) =>
  row.presenters === presenterCount &&
  row.doubleBooked === 0 &&
  row.unassigned === 0 &&
  row.seatless === 0 &&
  row.confirmed === row.booked &&
  row.booked > 0;

export function printPresenterRun(row) {
  console.log(
    `  ${Math.round(row.perSecond)} bookings/s with ${row.presenters} presenters (target >= ${bookingTarget.perSecond}), p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${row.cpuMsPerRequest.toFixed(2)} CPU ms/answer; ${row.offered} times offered; booked ${row.booked}, confirmed ${row.confirmed}, double-booked presenters ${row.doubleBooked}, without a presenter ${row.unassigned}, without their seat ${row.seatless}; other answers: ${otherAnswers(row.statuses)}`,
  );
}

export function writePresenterSection(docPath, row, { concurrency, seconds }) {
  const lines = [
    "<!-- presenter-bookings:begin -->",
    `## Demo bookings with 10 presenters (${new Date().toISOString().slice(0, 10)})`,
    "",
    `\`npm run bench:forms\`, presenters run (issue #25): ${presenterCount} presenters made by \`npm run users -- create ... --presenter --languages en\`, free in every booking hour (no days off, no calendar feed); ${row.visitors} demo requests sent through the form first (the picker offered each ${row.offered} times over a 60-day horizon), then ${concurrency} keep-alive loops of visitors for up to ${seconds} s, ${Number.isFinite(sameTimes) ? `all pressing the ${sameTimes} earliest open times` : "each pressing a random open time"}; a time answered 409 (no presenter left) is pressed no more, and its visitor tries the next. SQLite synchronous=FULL, ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}. Booked = answered 303; confirmed = bookings in the database after the run; double-booked = pairs of confirmed bookings sharing a presenter at overlapping times.`,
    `Target: >= ${bookingTarget.perSecond} confirmed bookings/s, and 0 double-booked presenters. Load average (1 min) at the end of the run: ${row.load.toFixed(1)}${row.load > cpus().length ? ": the machine was busy with other work, so these numbers understate the server" : ""}.`,
    "",
    "| booked/s | p50 ms | p99 ms | server CPU ms per answer | booked | confirmed | double-booked presenters | other answers |",
    "|---:|---:|---:|---:|---:|---:|---:|---|",
    `| ${Math.round(row.perSecond)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.booked} | ${row.confirmed} | ${row.doubleBooked} | ${otherAnswers(row.statuses)} |`,
    "",
    `${row.perSecond >= bookingTarget.perSecond ? "Meets" : "MISSES"} the target; ${presenterRunHolds(row) ? "no presenter holds two demos at once and every booking holds its presenter's seat" : "A PRESENTER IS DOUBLE-BOOKED, A BOOKING HAS NO PRESENTER OR SEAT, OR A BOOKING WAS LOST"}. 409 = every presenter of that time was taken meanwhile (the picker is shown again).`,
    "<!-- presenter-bookings:end -->",
  ];
  writeSection(docPath, "presenter-bookings", lines, "bookings");
}
