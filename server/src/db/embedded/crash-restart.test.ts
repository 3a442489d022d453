import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { onOneConnection } from "../../test/one-connection";
import { EmbeddedPostgres } from "./server";

/**
 * A restart right after a crash: the whole process group (Cairn and its database server) is SIGKILLed, as
 * a service manager does when a stop times out, and the embedded server is started again at once.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const scratch: string[] = [];
const servers: EmbeddedPostgres[] = [];
const groups: number[] = [];

afterAll(async () => {
  for (const pid of groups) killGroup(pid);
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

function killGroup(pid: number) {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    /* already gone */
  }
}

function newFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-crash-"));
  fs.chmodSync(dir, 0o755);
  scratch.push(dir);
  return path.join(dir, "postgres");
}

/** A writer process leading its own group, resolved once it printed the row it committed and where. */
async function startWriter(dataDir: string, value: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "writer-child.ts"), dataDir, value], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  groups.push(child.pid as number);
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      output += d;
      const printed = /acknowledged .* at (\S+)\n/.exec(output);
      if (printed) resolve(printed[1]);
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    child.once("exit", (code) => reject(new Error(`the writer exited (${code}):\n${output}`)));
  });
  return { child, url };
}

async function rows(url: string): Promise<string[]> {
  return onOneConnection(url, async (c) =>
    (await c.query("select value from acknowledged order by value")).rows.map((r) => r.value),
  );
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded server after a crash", () => {
  it("starts at once after its whole process group was SIGKILLed, with the acknowledged row", {
    timeout: 120_000,
  }, async () => {
    const dataDir = newFolder();
    const writer = await startWriter(dataDir, "before the crash");
    process.kill(-(writer.child.pid as number), "SIGKILL");
    const restarted = new EmbeddedPostgres(dataDir, quiet);
    servers.push(restarted);
    await restarted.start();
    expect(await rows(restarted.connectionString)).toEqual(["before the crash"]);
  });

  it("clears lock files whose pid now belongs to an unrelated program, and starts", { timeout: 120_000 }, async () => {
    const dataDir = newFolder();
    const first = new EmbeddedPostgres(dataDir, quiet);
    await first.start();
    await onOneConnection(first.connectionString, (c) =>
      c.query("create table acknowledged (value text); insert into acknowledged values ('kept')"),
    );
    await first.stop();
    // After a reboot, the pid in a lock file left behind may have gone to anything.
    const stranger = spawn("sleep", ["60"]);
    try {
      for (const file of ["postmaster.pid", ".s.PGSQL.5432.lock"])
        fs.writeFileSync(path.join(dataDir, file), `${stranger.pid}\n${dataDir}\n`);
      const second = new EmbeddedPostgres(dataDir, quiet);
      servers.push(second);
      await second.start();
      expect(await rows(second.connectionString)).toEqual(["kept"]);
    } finally {
      stranger.kill("SIGKILL");
    }
  });

  it("refuses, clearly and touching nothing, to start on a folder whose server is running", {
    timeout: 120_000,
  }, async () => {
    const dataDir = newFolder();
    const writer = await startWriter(dataDir, "while it runs");
    const second = new EmbeddedPostgres(dataDir, quiet);
    await expect(second.start()).rejects.toThrow(/already in use by another running process.*CAIRN_DATA_DIR/s);
    // The running server kept its lock files and goes on serving.
    expect(fs.existsSync(path.join(dataDir, "postmaster.pid"))).toBe(true);
    expect(await rows(writer.url)).toEqual(["while it runs"]);
    killGroup(writer.child.pid as number);
  });
});
