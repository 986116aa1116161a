import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

// The docs name files (app/…, server/…, tests/…): a name that no longer exists sends a reader to
// nothing, so docs-paths.test.mjs fails on it (issue #42 item 8, ADR 088). What counts as a path:
// a token starting with one of the repository's top folders below, not preceded by a letter, a dot
// or a slash (so `../shared/SPEC.md` and URLs are not ours). A path with * or {a,b} is a glob and
// must match at least one file; one ending in / a folder; one holding … stops there (a folder).

const roots = ["app", "server", "tests", "scripts", "docs", "deploy", "public", ".ci"];

/** Folders written at build time, absent from a clean clone (git ignores them): named, not checked. */
const generated = ["app/generated/"];

const candidate = new RegExp(
  String.raw`(?<![\w./~@-])(?:${roots.map((r) => r.replace(".", "\\.")).join("|")})/[\w.\-/*{},$\[\]…+]*`,
  "g",
);

/** A record may keep a path its history names and say where the file went (never rewriting history). */
const movedLine = /^Moved since:(.*)$/gm;

export type PathRef = { file: string; line: number; path: string };

/** Every path a Markdown text names, with the line it is on; trailing punctuation is not part of a path. */
export function pathsIn(text: string, file = ""): PathRef[] {
  const refs: PathRef[] = [];
  text.split("\n").forEach((lineText, index) => {
    for (const match of lineText.matchAll(candidate)) {
      const path = tidy(match[0]);
      if (path.includes("/")) refs.push({ file, line: index + 1, path });
    }
  });
  return refs;
}

function tidy(raw: string): string {
  // An ellipsis stands for the rest (a folder); sentence punctuation or a link's bracket ends a path.
  const path = raw.replace(/….*$/, "…").replace(/[.,;:)\]]+$/, "");
  // A glob's closing brace stays when it closes one the path opened.
  return path.split("{").length > path.split("}").length ? `${path}}` : path;
}

/** The paths a record's "Moved since:" lines name as former ones: allowed in that file only. */
export function formerPaths(text: string): Set<string> {
  const former = new Set<string>();
  for (const [, list] of text.matchAll(movedLine)) {
    for (const [, old] of (list ?? "").matchAll(/`([^`]+)`\s*(?:→|->)/g)) former.add(old!);
  }
  return former;
}

/** A glob as a regular expression's source over repository paths: ** any folders, * within a name, {a,b} either. */
function globSource(glob: string): string {
  let source = "";
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*" && glob[i + 1] === "*") {
      const folders = glob[i + 2] === "/";
      source += folders ? "(?:.*/)?" : ".*";
      i += folders ? 2 : 1;
    } else if (c === "*") source += "[^/]*";
    else if (c === "{") {
      source += "(?:";
      depth++;
    } else if (c === "}" && depth > 0) {
      source += ")";
      depth--;
    } else if (c === "," && depth > 0) source += "|";
    else source += c.replace(/[.+?^$()|[\]\\]/g, "\\$&");
  }
  return source;
}

/** Whether `path` names a file or a folder of `files` (repository paths, / separated). */
export function exists(path: string, files: readonly string[]): boolean {
  if (generated.some((folder) => path.startsWith(folder))) return true;
  if (path.endsWith("…")) return exists(path.slice(0, path.lastIndexOf("/") + 1), files);
  const folder = path.endsWith("/");
  if (/[*{]/.test(path)) {
    // A folder glob matches the start of a file's path; a file glob the whole of it.
    const pattern = new RegExp(`^${globSource(path)}${folder ? "" : "$"}`);
    return files.some((file) => pattern.test(file));
  }
  return files.some((file) => (folder ? file.startsWith(path) : file === path || file.startsWith(`${path}/`)));
}

/** The repository's files as a clean clone has them: tracked and not-ignored ones (git), else a walk. */
function repositoryFiles(root: string): string[] {
  try {
    const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split("\n").filter(Boolean);
  } catch {
    return walk(root, root);
  }
}

function walk(root: string, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (["node_modules", ".git", "build", ".builds", "data"].includes(entry.name)) return [];
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(root, full) : [relative(root, full)];
  });
}

/** The documents checked: README.md and every Markdown file under docs/. */
function documents(files: readonly string[]): string[] {
  return files.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")));
}

/** Every path a document names that is not in the repository (nor a former path its record keeps). */
export function missingPaths(root: string): PathRef[] {
  const files = repositoryFiles(root);
  return documents(files).flatMap((file) => {
    const text = readFileSync(join(root, file), "utf8");
    const former = formerPaths(text);
    return pathsIn(text, file).filter((ref) => !former.has(ref.path) && !exists(ref.path, files));
  });
}
