// Compiles the server for production: one ES module per entry, dependencies left to node_modules,
// the workspace's own TypeScript packages (@cairn/shared) bundled in, migrations copied beside it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, "package.json"), "utf8"));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {})].filter(
  (name) => !name.startsWith("@cairn/"),
);
// CAIRN_BUILD_OUTDIR: another folder beside dist (the cluster test's build), so it never replaces the one npm start runs.
const outdir = path.resolve(here, process.env.CAIRN_BUILD_OUTDIR ?? "dist");
fs.rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { main: "src/main.ts", "pglite-import": "src/db/pglite-import/child.ts" },
  absWorkingDir: here,
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Subpath imports of a dependency (drizzle-orm/pg-core, …) stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
  // Some dependencies are CommonJS and call require(); give the ES module output one.
  banner: {
    js: "import { createRequire as __cairnRequire } from 'node:module'; const require = __cairnRequire(import.meta.url);",
  },
});
fs.cpSync(path.join(here, "src/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(`server built in ${Date.now() - started} ms → ${path.relative(process.cwd(), outdir)}`);
