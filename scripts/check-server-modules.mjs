// The server's import rules (npm run lint): the file-level rules of .dependency-cruiser.cjs, and one rule those
// cannot state: the feature modules (server/src/modules/<name>/) form a directed acyclic graph. It cruises once,
// reports the config's violations as dependency-cruiser's `err` reporter does, then collapses every file to its
// module and fails on each strongly connected component, naming its modules and one importing file per edge.
import path from "node:path";
import { cruise, format } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const root = path.join(import.meta.dirname, "..");
process.chdir(root);
const options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.cjs"));
const tsConfig = extractTSConfig(path.join(root, options.tsConfig.fileName));
const { output } = await cruise(["server/src", "packages/shared/src"], options, {}, { tsConfig });

const report = await format(output, { outputType: "err" });
let failed = report.exitCode !== 0;
if (failed) process.stdout.write(report.output);

const moduleOf = (file) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1];

/** module → module it imports → the first file-level import that makes the edge. */
const edges = new Map();
for (const { source, dependencies } of output.modules) {
  const from = moduleOf(source);
  if (!from) continue;
  for (const { resolved, rules = [] } of dependencies) {
    // A temporary exception of the config (each says who removes it) is not an edge yet.
    if (rules.some((rule) => rule.name === "temporary-exception")) continue;
    const to = moduleOf(resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${source} → ${resolved}`);
  }
}

/** Tarjan's strongly connected components over the module graph. */
function components(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

for (const component of components(edges)) {
  failed = true;
  const members = new Set(component);
  console.log(`\n  error module-cycle: server modules ${component.join(", ")} import each other in a cycle:`);
  for (const from of component) {
    for (const [to, example] of [...edges.get(from)].sort()) {
      if (members.has(to)) console.log(`      ${from} → ${to}  (${example})`);
    }
  }
}

if (failed) {
  console.log("\nServer import rules: see .dependency-cruiser.cjs and docs/decisions.md (server module graph).");
  process.exit(1);
}
console.log(`Server import rules: ${output.summary.totalCruised} files, no violation, the modules form a DAG.`);
