import { privateKindsOf } from "../../core/policy/policy";
import type { TargetLoader } from "../attachments/target";
import { loadVisibleTask } from "./load";

/** A task as an item comments and attachments hang on: hidden by its own privacy and its list's. */
export const taskTarget: TargetLoader = async (db, access, id) => {
  const { task, list } = await loadVisibleTask(db, access, id);
  const privateKinds = privateKindsOf(
    { kind: "task", isPrivate: task.isPrivate },
    { kind: "list", isPrivate: list.isPrivate },
  );
  return { type: "task", id, title: task.title, createdBy: task.createdBy, isPrivate: task.isPrivate, privateKinds };
};
