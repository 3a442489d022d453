// The web app's module rules, from the repository root (`npm run lint`): web/.dependency-cruiser.cjs's rules
// on every file of web/src, then the same dependencies with each feature folder taken as one node, failing on a
// cycle between features, which no dependency-cruiser rule can say (its `circular` works file by file). One
// cruise serves both; it prints every violation and every cycle (its features and one import per edge).
import path from "node:path";
import { cruise, format } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const CONFIG = "./web/.dependency-cruiser.cjs";
const options = await extractDepcruiseOptions(CONFIG);
const tsConfig = extractTSConfig(path.resolve(options.tsConfig.fileName));
const { output } = await cruise(["web/src"], options, {}, { tsConfig });

const report = await format(output, { outputType: "err-long" });
let failed = output.summary.error > 0;
if (failed) process.stdout.write(report.output);

/** The feature a file belongs to ("tasks" for web/src/features/tasks/hooks.ts), or null outside features. */
const featureOf = (file) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** feature → feature it imports → one file-level import that makes the edge (the first met). */
const edges = new Map();
for (const module of output.modules) {
  const from = featureOf(module.source);
  if (!from) continue;
  if (!edges.has(from)) edges.set(from, new Map());
  for (const dependency of module.dependencies) {
    const to = featureOf(dependency.resolved);
    if (!to || to === from || edges.get(from).has(to)) continue;
    edges.get(from).set(to, `${module.source} → ${dependency.resolved}`);
  }
}

/** Tarjan's strongly connected components: each one of more than one feature is a cycle between them. */
function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

for (const component of cyclesOf(edges)) {
  failed = true;
  console.log(`\nerror feature-cycle: these features import each other in a circle: ${component.join(", ")}`);
  for (const from of component)
    for (const [to, through] of edges.get(from))
      if (component.includes(to)) console.log(`  ${from} → ${to}   (${through})`);
}
if (failed) {
  console.log("\nThe web's module rules: docs/decisions.md, web/.dependency-cruiser.cjs.");
  process.exit(1);
}
console.log(`web modules: ${output.summary.totalCruised} files, no cycle, no forbidden import.`);
