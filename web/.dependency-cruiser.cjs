// The web app's module rules (issue 44 point 5; docs/decisions.md "The web's module rules"). `npm run lint`
// runs them through scripts/check-modules.mjs, from the repository root, which also fails for a cycle between
// features (each `features/<name>` taken as one node: no rule option says that). The rules alone:
// `npx depcruise --config web/.dependency-cruiser.cjs web/src`.

/** The base features: the project manager without any add-on, and the workspace screens around it. */
const BASE = [
  "auth",
  "departments",
  "discussions",
  "files",
  "general-settings",
  "labels",
  "mail-settings",
  "milestones",
  "modules",
  "my-tasks",
  "notifications",
  "profile",
  "projects",
  "settings",
  "task-lists",
  "task-types",
  "tasks",
  "users",
];

/** The add-ons: each hooks into the base through an extension point beside the code it extends. */
const ADD_ONS = [
  "calendar",
  "custom-fields",
  "gantt",
  "git-bit",
  "invoices",
  "kanboard",
  "license",
  "personal-report",
  "progress",
  "reports",
  "search",
  "slack",
  "sprints",
  "store-link",
  "sub-tasks",
  "time-tracker",
  "webhooks",
  "wp-import",
];

/**
 * The one place that assembles the app from its features: the route table and the shell's header tools
 * (router.tsx) and the feature registry, which finds every `features/<name>/routes.tsx` by a glob.
 */
const ASSEMBLY = "^web/src/app/(router\\.tsx|registry\\.ts)$";

const features = (names) => `^web/src/features/(${names.join("|")})/`;

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "Files import each other in a circle: move what both need to the one that is more basic.",
      from: { path: "^web/src/" },
      to: { circular: true },
    },
    {
      name: "core-imports-no-feature",
      severity: "error",
      comment:
        "The shared core (api, app shell, components, i18n) serves every feature and imports none; only " +
        "app/router.tsx and app/registry.ts assemble features. Pass the feature's part in from the router, " +
        "or add an extension point to the registry.",
      from: { path: "^web/src/(?!features/)", pathNot: ASSEMBLY },
      to: { path: "^web/src/features/" },
    },
    {
      name: "base-imports-no-add-on",
      severity: "error",
      comment:
        "A base feature works without any add-on: the add-on registers itself at the base's extension point " +
        "(tasks/extensions.ts, task-lists/extensions.ts, settings/integrations.ts) from its own routes.tsx.",
      from: { path: features(BASE) },
      to: { path: features(ADD_ONS) },
    },
    {
      name: "feature-is-listed",
      severity: "error",
      comment: "Every feature folder is either a base feature or an add-on (web/.dependency-cruiser.cjs).",
      from: { path: "^web/src/features/", pathNot: `${features(BASE)}|${features(ADD_ONS)}` },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    // Absolute: dependency-cruiser reads a relative name against the wrong folder for `extends`.
    tsConfig: { fileName: `${__dirname}/tsconfig.json` },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
