import { privateKindsOf } from "../../core/policy/policy";
import type { TargetLoader } from "../attachments/target";
import { loadVisibleDiscussion } from "./load";

/** A discussion as an item comments and attachments hang on (its privacy is the "message" kind). */
export const discussionTarget: TargetLoader = async (db, access, id) => {
  const d = await loadVisibleDiscussion(db, access, id);
  const privateKinds = privateKindsOf({ kind: "message", isPrivate: d.isPrivate });
  return { type: "discussion_board", id, title: d.title, createdBy: d.createdBy, isPrivate: d.isPrivate, privateKinds };
};
