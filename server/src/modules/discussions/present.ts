import { presentTimestamp } from "../../core/http/dates";
import { abilities } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { presentFiles } from "../attachments/present";
import { presentUser } from "../users/present";
import type { DiscussionRow } from "./load";
import type { DiscussionExtras } from "./queries";

export function presentDiscussion(d: DiscussionRow, access: ProjectAccess, extra: DiscussionExtras) {
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    order: d.order,
    project_id: d.projectId,
    milestone_id: d.milestoneId,
    created_by: d.createdBy,
    created_at: presentTimestamp(d.createdAt),
    updated_at: presentTimestamp(d.updatedAt),
    last_comment_at: presentTimestamp(extra.lastCommentAt),
    creator: { data: extra.creator ? presentUser(extra.creator) : null },
    files: presentFiles(extra.files),
    meta: {
      privacy: d.isPrivate,
      ...abilities(access, d),
      total_comments: extra.totalComments,
      total_files: extra.totalFiles,
    },
  };
}
