/**
 * The add-on modules: each key is the module's `path` in pm-pro/v2/module-lists and module-update, and the
 * name both sides use for it (the server's route guard, the web app's menus and routes). An add-on that
 * follows (calendar, search, kanboard, sub-tasks, time tracker, Slack, GitHub/Bitbucket, reports, Gantt,
 * sprints, invoices) adds its key here, then registers itself on each side as docs/api.md "Modules" says.
 * Kept free of zod so the web app's first screen can import it.
 */
export const MODULE = {
  calendar: "calendar",
  customFields: "custom-fields",
  files: "files",
  gantt: "gantt",
  kanboard: "kanboard",
  reports: "reports",
  progress: "progress",
  search: "search",
  slack: "slack",
  gitBit: "git-bit",
  invoice: "invoice",
  sprints: "sprints",
  storeLink: "store-link",
  subTasks: "sub-tasks",
  timeTracker: "time-tracker",
  webhooks: "webhooks",
} as const;
export type ModuleKey = (typeof MODULE)[keyof typeof MODULE];
