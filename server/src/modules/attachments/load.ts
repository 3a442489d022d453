import { MESSAGES } from "@cairn/shared";
import { AppError, notFound } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { loadVisibleTarget, type Target } from "../comments/target";
import { loadAttachment } from "./store";

/**
 * An attachment of this project whose item the caller may see (a task, list, discussion, milestone,
 * comment...); anything else is 404 and says only that the file was not found.
 */
export async function loadVisibleAttachment(db: Executor, access: ProjectAccess, fileId: number) {
  const file = await loadAttachment(db, access.project.id, fileId);
  if (!file) throw notFound(MESSAGES.fileNotFound);
  let target: Target;
  try {
    target = await loadVisibleTarget(db, access, "file", file.id);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw notFound(MESSAGES.fileNotFound);
    throw err;
  }
  return { file, target };
}
