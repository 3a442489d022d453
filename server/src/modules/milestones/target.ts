import { privateKindsOf } from "../../core/policy/policy";
import type { TargetLoader } from "../attachments/target";
import { loadVisibleMilestone } from "./load";

/** A milestone as an item comments and attachments hang on. */
export const milestoneTarget: TargetLoader = async (db, access, id) => {
  const m = await loadVisibleMilestone(db, access, id);
  const privateKinds = privateKindsOf({ kind: "milestone", isPrivate: m.isPrivate });
  return { type: "milestone", id, title: m.title, createdBy: m.createdBy, isPrivate: m.isPrivate, privateKinds };
};
