// Prints the gzipped JavaScript the first screen loads (the entry script and what index.html preloads)
// and fails when it passes the budget of ARCHITECTURE.md: 300 KB. Lazy chunks are listed apart.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 300;
const dist = process.argv[2] ?? path.join(import.meta.dirname, "..", "web", "dist");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const firstScreen = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const gzKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const rows = firstScreen.map((file) => [file, gzKb(file)]);
const total = rows.reduce((sum, [, kb]) => sum + kb, 0);
console.log("First screen JavaScript (gzip):");
for (const [file, kb] of rows) console.log(`  ${file.padEnd(56)} ${kb.toFixed(1).padStart(7)} KB`);
console.log(`  ${"total".padEnd(56)} ${total.toFixed(1).padStart(7)} KB (budget ${BUDGET_KB} KB)`);
const lazy = fs
  .readdirSync(path.join(dist, "assets"))
  .filter((f) => f.endsWith(".js") && !firstScreen.includes(`assets/${f}`))
  .map((f) => [f, gzKb(`assets/${f}`)])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5);
console.log(`Largest lazy chunks: ${lazy.map(([f, kb]) => `${f} ${kb.toFixed(0)} KB`).join(", ")}`);
if (total > BUDGET_KB) {
  console.error(
    `The first screen loads ${total.toFixed(1)} KB of gzipped JavaScript, over the ${BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
