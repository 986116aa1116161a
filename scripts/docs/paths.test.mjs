import { describe, expect, it } from "vitest";
import { exists, formerPaths, missingPaths, pathsIn } from "./paths.ts";

// A reader who follows a path in README.md or docs/ must find the file (issue #42 item 8, ADR 088).

const files = [
  "app/guards/form.server.ts",
  "app/components/forms/demo.contract.ts",
  "app/enhance/menu.ts",
  "docs/x.md",
];

describe("the paths the docs name", () => {
  it("reads a path out of prose, code spans and links, without the sentence's punctuation", () => {
    const text = "See `app/guards/form.server.ts`, then (server/app.ts). Read [it](docs/leads.md): ../shared/SPEC.md";
    expect(pathsIn(text).map((ref) => ref.path)).toEqual([
      "app/guards/form.server.ts",
      "server/app.ts",
      "docs/leads.md",
    ]);
  });

  it("does not take a URL's path or a word ending in a root's name for one of ours", () => {
    expect(pathsIn("https://example.com/app/x.ts and myapp/x.ts and /sales/app/y").map((r) => r.path)).toEqual([]);
  });

  it("finds a file, a folder and a glob that matches, and not one that matches nothing", () => {
    expect(exists("app/guards/form.server.ts", files)).toBe(true);
    expect(exists("app/guards/", files)).toBe(true);
    expect(exists("app/guards", files)).toBe(true);
    expect(exists("app/components/**/*.contract.ts", files)).toBe(true);
    expect(exists("app/{enhance,guards}/menu.ts", files)).toBe(true);
    expect(exists("app/leads/form-guard.server.ts", files)).toBe(false);
    expect(exists("app/guard", files)).toBe(false);
    expect(exists("app/components/**/*.hooks.ts", files)).toBe(false);
    expect(exists("app/enhance/*.ts/", files)).toBe(false);
  });

  it("keeps a glob's braces when a sentence ends right after it", () => {
    expect(pathsIn("the routes app/{enhance,guards}/menu.ts.").map((r) => r.path)).toEqual([
      "app/{enhance,guards}/menu.ts",
    ]);
  });

  it("lets a record keep the path its history names when its Moved since line says where the file went", () => {
    const record = "Status: accepted\n\nMoved since: `app/leads/form-guard.server.ts` → `app/guards/form.server.ts`.\n";
    expect([...formerPaths(record)]).toEqual(["app/leads/form-guard.server.ts"]);
  });

  it("names no file that does not exist, in README.md or any page under docs/", () => {
    const missing = missingPaths(process.cwd()).map((ref) => `${ref.file}:${ref.line} ${ref.path}`);
    expect(missing).toEqual([]);
  });
});
