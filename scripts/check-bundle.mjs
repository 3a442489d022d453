// Measures what the first screen sends over the wire and fails above the budget of ARCHITECTURE.md (300 KB).
// It serves the build through the server's own static setup (server/src/core/http/web-app.ts), loads the
// sign-in page, follows every script, stylesheet and modulepreload the page names and the static imports
// of those scripts, requests each as a browser does (Accept-Encoding: br, gzip) and sums the body bytes
// received for JavaScript and CSS. Lazy chunks are listed apart.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { tsImport } from "tsx/esm/api";

const BUDGET_KB = 300;
const ACCEPT_ENCODING = "br, gzip";
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "web", "dist"));
const { serveWebDist } = await tsImport("../server/src/scripts/serve-web-dist.ts", import.meta.url);

/** One GET as a browser sends it: the bytes as received, and the same bytes decoded. */
function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": ACCEPT_ENCODING } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"] ?? "identity";
          const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[encoding] ?? ((b) => b);
          resolve({ status: res.statusCode, encoding, wire, text: decode(wire).toString("utf8") });
        });
      })
      .on("error", reject);
  });
}

/** What a page names: module scripts, stylesheets and modulepreloads (what the browser fetches at once). */
function pageReferences(html) {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /^<script/.test(tag) || /\brel="(?:stylesheet|modulepreload)"/.test(tag))
    .map((tag) => /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
}

/** Static imports and re-exports of a module (`import(...)`, the lazy kind, is left out). */
function staticImports(code) {
  const found = code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g);
  return [...found].map((m) => m[1]);
}

const server = await serveWebDist(dist);
const rows = [];
try {
  const page = await fetchRaw(`${server.url}/login`);
  if (page.status !== 200) throw new Error(`The sign-in page answered ${page.status}.`);
  const queue = pageReferences(page.text).map((ref) => new URL(ref, `${server.url}/login`).href);
  const seen = new Set();
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const res = await fetchRaw(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}.`);
    rows.push({ file: new URL(url).pathname.slice(1), encoding: res.encoding, bytes: res.wire.length });
    if (url.endsWith(".js")) queue.push(...staticImports(res.text).map((ref) => new URL(ref, url).href));
  }
  rows.unshift({ file: "login (index.html, not counted)", encoding: page.encoding, bytes: page.wire.length });
} finally {
  await server.close();
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const counted = rows.filter((r) => /\.(?:js|css)$/.test(r.file));
const total = counted.reduce((sum, r) => sum + r.bytes, 0);
console.log(`First screen over the wire (Accept-Encoding: ${ACCEPT_ENCODING}):`);
for (const r of rows) console.log(`  ${r.file.padEnd(52)} ${r.encoding.padEnd(8)} ${kb(r.bytes)} KB`);
console.log(
  `  ${`total JavaScript and CSS (${counted.length} files)`.padEnd(61)} ${kb(total)} KB (budget ${BUDGET_KB} KB)`,
);

const onDisk = (file) => fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
const firstScreen = new Set(counted.map((r) => r.file));
const lazy = fs
  .readdirSync(path.join(dist, "assets"))
  .filter((f) => /\.(?:js|css)$/.test(f) && !firstScreen.has(`assets/${f}`))
  .map((f) => [f, onDisk(path.join(dist, "assets", f))])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5);
console.log(`Largest lazy chunks (br): ${lazy.map(([f, b]) => `${f} ${(b / 1024).toFixed(0)} KB`).join(", ")}`);

const plain = counted.filter((r) => r.encoding === "identity" && r.bytes >= 1024);
if (plain.length > 0) {
  console.warn(`Sent uncompressed (no .br beside them in ${dist}?): ${plain.map((r) => r.file).join(", ")}`);
}
if (total > BUDGET_KB * 1024) {
  console.error(
    `The first screen sends ${kb(total).trim()} KB of JavaScript and CSS, over the ${BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
