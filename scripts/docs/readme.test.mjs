import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// README.md is the map (issue #42 item 8, ADR 088): a newcomer finds every room of app/ on it, and
// the order of the domain rooms it gives is the one the linter keeps (eslint.layers.js), so a room
// added, moved or reordered without the map fails here.

const root = process.cwd();
const readme = readFileSync(join(root, "README.md"), "utf8");

describe("the README's map", () => {
  it("names every room of app/", () => {
    const rooms = readdirSync(join(root, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "generated")
      .map((entry) => `app/${entry.name}/`);
    expect(rooms.filter((room) => !readme.includes(`\`${room}`))).toEqual([]);
  });

  it("gives the domain rooms in the order the linter keeps them, top first", () => {
    const layers = readFileSync(join(root, "eslint.layers.js"), "utf8");
    const list = /const domainRooms = \[([^\]]*)\]/.exec(layers)?.[1] ?? "";
    const bottomFirst = [...list.matchAll(/"([\w-]+)"/g)].map((match) => match[1]);
    expect(bottomFirst.length).toBeGreaterThan(5);
    const topFirst = [...bottomFirst].reverse().map((room) => `\`${room}\``);
    expect(readme.replace(/\s*\n\s*/g, " ")).toContain(topFirst.join(" > "));
  });

  it("stays about a page", () => {
    const words = readme.split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThan(900);
  });
});
