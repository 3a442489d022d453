import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The OS identity PostgreSQL runs as: itself when Cairn is not root, else the `postgres` user. */
export type RunAs = { uid: number; gid: number } | undefined;

/**
 * PostgreSQL refuses to run as root. When Cairn runs as root (containers, CI), the server runs as the
 * `postgres` OS user, created when missing, and owns its data directory.
 */
export function postgresRunAs(): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => {
    try {
      const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]);
  const created = lookup();
  if (!created) throw new Error("Could not create the postgres OS user that the embedded database runs as.");
  return created;
}

/** Gives a folder (and what is in it) to the server's user, and checks that user can reach it. */
export function handOver(dir: string, runAs: RunAs): void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  if (!fs.existsSync(dir)) fs.mkdirSync(dir, { mode: 0o700 });
  if (!runAs) return;
  if (fs.statSync(dir).uid !== runAs.uid) execFileSync("chown", ["-R", `${runAs.uid}:${runAs.gid}`, dir]);
  // The data folder is Cairn's own: let the server's user pass through it (not list it).
  const own = path.dirname(dir);
  const ownMode = fs.statSync(own).mode;
  if ((ownMode & 0o001) === 0) fs.chmodSync(own, (ownMode & 0o7777) | 0o001);
  for (let parent = path.dirname(own); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    const mode = fs.statSync(parent).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded database runs as the postgres OS user, which cannot enter ${parent}: ` +
          `choose a CAIRN_DATA_DIR outside it, or run "chmod o+x ${parent}".`,
      );
    }
  }
}
