import { privateKindsOf } from "../../core/policy/policy";
import type { TargetLoader } from "../attachments/target";
import { loadVisibleList } from "../tasks/list-load";

/** A task list as an item comments and attachments hang on. */
export const listTarget: TargetLoader = async (db, access, id) => {
  const list = await loadVisibleList(db, access, id);
  const privateKinds = privateKindsOf({ kind: "list", isPrivate: list.isPrivate });
  return {
    type: "task_list",
    id,
    title: list.title,
    createdBy: list.createdBy,
    isPrivate: list.isPrivate,
    privateKinds,
  };
};
