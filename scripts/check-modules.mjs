// The import rules of `npm run lint` (docs/decisions.md "Server modules form a directed acyclic graph" and "The
// web's module rules"). For the server (with packages/shared) and for the web, in turn: one cruise with that side's
// dependency-cruiser config, its file-level violations reported as the `err-long` reporter does, then the same
// dependencies with each feature folder taken as one node, failing on every cycle between features (a rule over
// whole folders, which dependency-cruiser's file-level `circular` cannot state), named with one import per edge.
import path from "node:path";
import { cruise, format } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const root = path.join(import.meta.dirname, "..");
process.chdir(root);

const sides = [
  {
    name: "server",
    config: ".dependency-cruiser.cjs",
    roots: ["server/src", "packages/shared/src"],
    featureOf: (file) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1],
  },
  {
    name: "web",
    config: "web/.dependency-cruiser.cjs",
    roots: ["web/src"],
    featureOf: (file) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1],
  },
];

/** feature → feature it imports → the first file-level import that makes the edge. */
function featureGraph(modules, featureOf) {
  const edges = new Map();
  for (const { source, dependencies } of modules) {
    const from = featureOf(source);
    if (!from) continue;
    for (const { resolved } of dependencies) {
      const to = featureOf(resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${source} → ${resolved}`);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components: each one of more than one feature is a cycle between them. */
function cyclesOf(graph) {
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
    const component = stack.splice(stack.indexOf(v));
    for (const w of component) onStack.delete(w);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

let failed = false;
for (const side of sides) {
  const options = await extractDepcruiseOptions(path.join(root, side.config));
  const tsConfig = extractTSConfig(path.resolve(options.tsConfig.fileName));
  const { output } = await cruise(side.roots, options, {}, { tsConfig });
  const report = await format(output, { outputType: "err-long" });
  let sideFailed = output.summary.error > 0;
  if (sideFailed) process.stdout.write(report.output);
  const edges = featureGraph(output.modules, side.featureOf);
  for (const component of cyclesOf(edges)) {
    sideFailed = true;
    console.log(`\n  error feature-cycle: ${side.name} features ${component.join(", ")} import each other in a cycle:`);
    for (const from of component) {
      for (const [to, example] of [...edges.get(from)].sort()) {
        if (component.includes(to)) console.log(`      ${from} → ${to}  (${example})`);
      }
    }
  }
  if (sideFailed) console.log(`\nThe ${side.name}'s import rules: see ${side.config} and docs/decisions.md.`);
  else
    console.log(
      `${side.name} import rules: ${output.summary.totalCruised} files, no violation, no cycle between features.`,
    );
  failed ||= sideFailed;
}
if (failed) process.exit(1);
