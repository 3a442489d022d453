import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The server package's folder: where build.mjs runs and the cluster's processes start. */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Beside dist (which npm start and the e2e suite run), never in its place, and one per test worker: vitest
 * runs each cluster test file in its own worker, and build.mjs empties its output folder first, so a shared
 * folder let one file's build delete the other's while it started. Under server/ so the build's external
 * packages resolve from node_modules; the run's folder is named and removed by the global set-up.
 */
const buildDir = path.join(
  process.env.CAIRN_TEST_BUILD_ROOT ?? path.join(serverDir, "dist-cluster", "outside-vitest"),
  String(process.pid),
);

let build: Promise<void> | undefined;
/**
 * The server built once per test worker: a process started from the build answers in ~3 s, through tsx in
 * 10 to 20 s on a busy two-core machine (it compiles every file at each start).
 */
export async function builtServer(): Promise<string> {
  build ??= new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["build.mjs"], {
      cwd: serverDir,
      env: { ...process.env, CAIRN_BUILD_OUTDIR: buildDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (d) => {
      output += d;
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`building the server failed:\n${output}`)),
    );
  });
  await build;
  return path.join(buildDir, "main.js");
}
