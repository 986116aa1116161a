// Each benchmark owns one marked section of docs/benchmarks.md and rewrites only that.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const file = "docs/benchmarks.md";
const header =
  "# Benchmarks\n\nWritten by `npm run bench` and `npm run bench:forms`; rerun them to refresh a section.\n";

export function writeSection(name, lines) {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${begin}\n${lines.join("\n")}\n${end}`;
  let text = existsSync(file) ? readFileSync(file, "utf8") : header;
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  text =
    start >= 0 && stop > start
      ? text.slice(0, start) + block + text.slice(stop + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}
