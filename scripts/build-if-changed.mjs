// `npm start` builds the web app and the server only when their sources changed since the last build, so a
// warm start is the server's own start (a second or two), not two builds. `npm run build` always builds.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shared = ["packages/shared/src", "packages/shared/package.json", "package-lock.json"];
const targets = [
  {
    name: "web",
    output: "web/dist",
    inputs: [
      "web/src",
      "web/index.html",
      "web/vite.config.ts",
      "web/vite",
      "web/package.json",
      "web/public",
      ...shared,
    ],
  },
  {
    name: "server",
    output: "server/dist",
    inputs: ["server/src", "server/build.mjs", "server/package.json", ...shared],
  },
];

/** Every input file's path, size and modification time, digested: cheap, and any edit changes it. */
function fingerprint(inputs) {
  const hash = createHash("sha256");
  const visit = (rel) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    const stat = fs.statSync(abs);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(abs).sort()) visit(path.join(rel, entry));
    } else if (!/\.test\.tsx?$/.test(rel)) {
      hash.update(`${rel}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of inputs) visit(input);
  return hash.digest("hex");
}

for (const target of targets) {
  const stampFile = path.join(root, target.output, ".build-stamp");
  const now = fingerprint(target.inputs);
  const last = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : "";
  if (last === now) continue;
  execSync(`npm run build -w ${target.name}`, { cwd: root, stdio: "inherit" });
  fs.writeFileSync(stampFile, now);
}
