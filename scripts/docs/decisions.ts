import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { topics } from "./decision-topics";
import { cell, withGenerated } from "./generated";

// docs/decisions/README.md's index and topic map, read from the records themselves (ADR 088): a
// record's number and title from its heading, its status from its "Status:" paragraph, and which
// later records changed it from what both records' status paragraphs say. A record that names an
// earlier one with "supersedes" supersedes part of it (or all, when the earlier one's status says
// "superseded"); with "refines", "amends", "extends", "adds to", "narrows" or "updates" it amends
// it; "builds on" is a dependency, not a change.

type Change = { by: number; kind: "supersedes" | "amends" };
export type DecisionRecord = { number: number; file: string; title: string; status: string; changedBy: Change[] };

const recordFile = /^(\d{3})-[\w-]+\.md$/;
/** "ADR 017", "ADR 015, 030 and 038", "extends 014". */
const mention = /\b(?:ADRs?|extends) (\d{3}(?:(?:,? and |, )\d{3})*)/gi;
const changing = /supersed|refine|amend|extend|adds to|narrow|update/i;

/** The status paragraph: from "Status:" to the first blank line. */
function statusOf(text: string, file: string): string {
  const match = /^Status: ([\s\S]*?)(?:\n\s*\n|(?![\s\S]))/m.exec(text);
  if (!match) throw new Error(`${file} has no "Status:" line`);
  return match[1]!.replace(/\s*\n\s*/g, " ").trim();
}

/** The clause a mention stands in: back to the last sentence or clause break before it. */
function clauseBefore(status: string, index: number): string {
  const before = status.slice(0, index);
  const start = Math.max(before.lastIndexOf(". "), before.lastIndexOf("; "), before.lastIndexOf("), "));
  return before.slice(start + 1);
}

/** Every record in `dir`, in number order, with the changes later records made to it. */
export function readRecords(dir: string): DecisionRecord[] {
  const records = readdirSync(dir)
    .filter((file) => recordFile.test(file))
    .sort()
    .map((file): DecisionRecord => {
      const text = readFileSync(join(dir, file), "utf8");
      const heading = /^# (\d{3})[.:] (.+)$/m.exec(text);
      if (!heading || heading[1] !== file.slice(0, 3))
        throw new Error(`${file} must open with "# ${file.slice(0, 3)}. Title"`);
      return {
        number: Number(heading[1]),
        file,
        title: heading[2]!.trim(),
        status: statusOf(text, file),
        changedBy: [],
      };
    });
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const note = (changed: number, by: number, kind: Change["kind"]) => {
    const record = byNumber.get(changed);
    if (!record || changed === by) return;
    const known = record.changedBy.find((change) => change.by === by);
    if (!known) record.changedBy.push({ by, kind });
    else if (kind === "supersedes") known.kind = kind;
  };
  for (const record of records) {
    for (const match of record.status.matchAll(mention)) {
      const clause = clauseBefore(record.status, match.index) + match[0];
      const kind = /supersed/i.test(clause) ? "supersedes" : "amends";
      for (const other of match[1]!.match(/\d{3}/g)!.map(Number)) {
        // An earlier record's status names the later one that changed it; a later one names what it changes.
        if (other > record.number) note(record.number, other, kind);
        else if (changing.test(clause) && !/^\W*builds on/i.test(clause.trim())) note(other, record.number, kind);
      }
    }
  }
  for (const record of records) record.changedBy.sort((a, b) => a.by - b.by);
  return records;
}

/** "accepted", "superseded" or "superseded in part": how the record's status paragraph begins. */
function statusWord(record: DecisionRecord): string {
  return /^(superseded in part|superseded|accepted)\b/i.exec(record.status)?.[1]?.toLowerCase() ?? record.status;
}

const link = (record: DecisionRecord) => `[${String(record.number).padStart(3, "0")}](${record.file})`;

/** The numbers below the highest with no record. */
export function missingNumbers(records: DecisionRecord[]): number[] {
  const have = new Set(records.map((record) => record.number));
  const last = Math.max(...have);
  return Array.from({ length: last }, (_, i) => i + 1).filter((n) => !have.has(n));
}

function indexTable(records: DecisionRecord[]): string {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const rows = records.map((record) => {
    const changes = record.changedBy
      .map((change) => `${link(byNumber.get(change.by)!)} (${change.kind === "supersedes" ? "supersedes" : "amends"})`)
      .join(", ");
    return `| ${link(record)} | ${cell(record.title)} | ${statusWord(record)} | ${changes || "–"} |`;
  });
  const missing = missingNumbers(records).map((n) => String(n).padStart(3, "0"));
  return [
    "| record | title | status | amended or superseded by |",
    "|---|---|---|---|",
    ...rows,
    "",
    missing.length ? `Numbers without a record: ${missing.join(", ")}.` : "Every number has its record.",
  ].join("\n");
}

function topicSections(records: DecisionRecord[]): string {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const named = new Set<number>();
  const out: string[] = [];
  for (const topic of topics) {
    for (const n of [...topic.chain, ...topic.current, ...(topic.also ?? [])]) {
      const record = byNumber.get(n);
      if (!record) throw new Error(`the topic "${topic.title}" names ADR ${n}, which has no record`);
      if (topic.current.includes(n) && statusWord(record) === "superseded") {
        throw new Error(`the topic "${topic.title}" names ADR ${n} as current, but it is superseded`);
      }
      named.add(n);
    }
    const chain = topic.chain.map((n) => link(byNumber.get(n)!)).join(" → ");
    const current = topic.current.map((n) => `${link(byNumber.get(n)!)} (${byNumber.get(n)!.title})`).join("; ");
    const also = topic.also?.length ? ` Beside it: ${topic.also.map((n) => link(byNumber.get(n)!)).join(", ")}.` : "";
    out.push(`### ${topic.title}`, "", `${chain}. **Current rule:** ${current}. ${topic.rule}${also}`, "");
  }
  const rest = records.filter((record) => !named.has(record.number));
  if (rest.length)
    out.push("### Not yet under a topic", "", rest.map((record) => `${link(record)} ${record.title}`).join("; ") + ".");
  return out.join("\n");
}

/** docs/decisions/README.md with its index and topic map rewritten from the records in its folder. */
export function renderDecisionsIndex(text: string, dir: string): string {
  const records = readRecords(dir);
  return withGenerated(withGenerated(text, "topics", topicSections(records)), "index", indexTable(records));
}
