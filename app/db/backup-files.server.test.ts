import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupFileName, listBackups, pruneBackups } from "./backup-files.server";

// BACKUP_KEEP deletes old backups, and only backups: an operator's own file in the folder stays.

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe("backup files", () => {
  it("names a backup by its UTC time, so names sort as times do, with no colon in it", () => {
    const early = backupFileName("sqlite", new Date("2026-12-01T09:05:03.007Z"));
    const late = backupFileName("sqlite", new Date("2026-12-01T10:00:00.000Z"));
    expect(early).toBe("ilimi-2026-12-01T09-05-03-007Z.sqlite");
    expect(backupFileName("postgres", new Date("2026-12-01T09:05:03.007Z"))).toBe(
      "ilimi-2026-12-01T09-05-03-007Z.pgdump",
    );
    expect([late, early].sort()).toEqual([early, late]);
  });

  it("keeps the newest BACKUP_KEEP backups and never deletes a file that is not one", () => {
    dir = mkdtempSync(join(tmpdir(), "ilimi-backup-files-"));
    const names = [0, 1, 2, 3].map((h) => backupFileName("sqlite", new Date(Date.UTC(2026, 11, 1, h))));
    for (const name of [...names, "notes.txt", `${names[0]}.partial`, "ilimi-old.sqlite"])
      writeFileSync(join(dir, name), "x");
    expect(pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(listBackups(dir)).toEqual(names.slice(2));
    expect(readdirSync(dir).sort()).toEqual(
      [...names.slice(2), "notes.txt", `${names[0]}.partial`, "ilimi-old.sqlite"].sort(),
    );
  });

  it("finds no backups in a folder that does not exist yet", () => {
    expect(listBackups(join(tmpdir(), "ilimi-no-such-folder"))).toEqual([]);
  });
});
