/**
 * The server's and packages/shared's import rules (issue 44 point 5; docs/decisions.md "Server modules form a
 * directed acyclic graph"). Run by `npm run lint` through scripts/check-modules.mjs, which also fails on a
 * cycle between feature modules (a rule over whole folders, which dependency-cruiser's file-level rules cannot
 * state). Tests (`*.test.ts`) and the test harness (server/src/test/) are left out: they build the whole app.
 * The web's rules are in web/.dependency-cruiser.cjs.
 */

/** The base: the project manager without any add-on, and the workspace it runs in. */
const base = [
  "projects",
  "task-lists",
  "tasks",
  "milestones",
  "comments",
  "discussions",
  "attachments",
  "files-area",
  "auth",
  "users",
  "labels",
  "task-types",
  "settings",
  "notifications",
  "activities",
  "media",
  "departments",
];

/** Add-ons: features that hook into the base through its extension points; the base never names them. */
const addOns = [
  "kanboard",
  "time-tracker",
  "sub-tasks",
  "custom-fields",
  "reports",
  "personal-report",
  "progress",
  "sprints",
  "gantt",
  "invoices",
  "calendar",
  "search",
  "slack",
  "git-bit",
  "store-link",
  "webhooks",
  "duplication",
  "license",
  "mail-settings",
  "modules",
];

const folders = (names) => `^server/src/modules/(${names.join("|")})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A file-level import cycle of runtime imports: break it with an extension point or by moving the shared part. A cycle through a type-only import is left to TypeScript (it is erased), but counts between modules.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "core-imports-no-feature",
      severity: "error",
      comment:
        "server/src/core, server/src/db and the server's config serve every feature and name none: a feature registers into core instead.",
      from: { path: "^server/src/(core/|db/|config\\.ts$)" },
      to: { path: "^server/src/modules/" },
    },
    {
      name: "shared-imports-no-server",
      severity: "error",
      comment: "packages/shared is what the server and the web share; it imports neither.",
      from: { path: "^packages/shared/" },
      to: { path: "^(server|web)/" },
    },
    {
      name: "base-imports-no-add-on",
      severity: "error",
      comment:
        "The base works without any add-on: an add-on registers into the base's extension points (e.g. tasks/hooks.ts) from its own module.ts.",
      from: { path: folders(base) },
      to: { path: folders(addOns) },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.ts$|^server/src/test/" },
    // Type-only imports couple modules too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
  },
};
