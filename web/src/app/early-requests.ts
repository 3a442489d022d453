import { MODULE } from "@cairn/shared/modules";
import { buildUrl, safeJson } from "../api/client";
import type { RawAnswer } from "../api/early";
import {
  BRANDING_PATH,
  boardPath,
  currentListsPage,
  customFieldsPath,
  isModuleOn,
  ME_PATH,
  MODULES_PATH,
  type ModuleState,
  projectPath,
  type Read,
  RUNNING_TIMER_PATH,
  SETUP_PATH,
  viewTypePath,
} from "../api/first-reads";

/** Starts a GET of a URL (api/early.ts's startEarly; a fake in tests). */
export type StartRead = (url: string) => Promise<RawAnswer>;

/** Screens outside the signed-in shell: they read nothing the shell reads. */
const OUTSIDE_SHELL = /^\/(login|setup|set-password|forgot-password)(\/|$)/;

/**
 * What the first screen at `pathname` reads, started before the app's code has run (the boot entry): what the
 * shell's route (app/router.tsx) and the task lists' and board's routes ask for in their loaders, with the
 * same URLs (api/first-reads.ts). What the loaders ask only of a module that is on, or of someone signed in,
 * waits here for the modules' states or the session as well, so nothing is asked that the app would not ask.
 * Any other screen gets the shell's reads only; the app asks for the rest as it always does.
 */
export function startEarlyRequests(pathname: string, start: StartRead): void {
  if (OUTSIDE_SHELL.test(pathname)) return;
  const read = (r: Read) => start(buildUrl(r.path, r.query));
  read({ path: SETUP_PATH });
  const me = read({ path: ME_PATH });
  const modules = read({ path: MODULES_PATH }).then((answer) =>
    answer.ok ? ((safeJson(answer.text) as { data?: ModuleState[] } | null)?.data ?? null) : null,
  );
  read({ path: BRANDING_PATH });
  const whenOn = (module: string, next: Read) =>
    void modules
      .then((states) => {
        if (states && isModuleOn(states, module)) void read(next);
      })
      .catch(() => undefined);
  void me
    .then((answer) => {
      if (answer.ok) whenOn(MODULE.timeTracker, { path: RUNNING_TIMER_PATH });
    })
    .catch(() => undefined);

  const project = /^\/projects\/(\d+)(\/[^?#]*)?$/.exec(pathname);
  if (!project) return;
  const projectId = Number(project[1]);
  read({ path: projectPath(projectId) });
  const page = (project[2] ?? "").replace(/\/$/, "");
  if (page === "/task-lists") {
    read(currentListsPage(projectId, 1));
    whenOn(MODULE.kanboard, { path: viewTypePath(projectId) });
    whenOn(MODULE.customFields, { path: customFieldsPath(projectId) });
  } else if (page === "/kanboard") {
    read({ path: boardPath(projectId) });
    whenOn(MODULE.customFields, { path: customFieldsPath(projectId) });
  }
}
