import type { TaskWriteHook } from "../tasks/write-hooks";
import { kanboardKey } from "./keys";

/**
 * The board shows the project's tasks too: after any task write it reads them again (at once if it is on
 * screen, else when next shown), so a task completed in a list is in the done column there (one source of truth).
 */
const refreshBoard: TaskWriteHook = (qc, { projectId }) =>
  void qc.invalidateQueries({ queryKey: kanboardKey(projectId) });

export default refreshBoard;
