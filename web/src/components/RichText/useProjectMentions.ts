import { useMemo, useRef } from "react";
import { type Collection, get } from "../../api/client";
import { useProject } from "../../api/project";
import { isPickable } from "../pickable";
import { taskPlace } from "../taskPlace";
import { MAX_SUGGESTIONS, type MentionSources } from "./mentions";
import type { MentionItem } from "./suggestion-store";

type TaskHit = { id: number; title: string; task_list?: { data: { title: string } } };

/**
 * People (the project's members) and tasks (asked of the server by title) to mention. The sources
 * read a ref, so the editor, created once, always sees the latest member list.
 */
export function useProjectMentions(projectId: number | undefined): MentionSources {
  const project = useProject(projectId ?? 0);
  const users = useRef<MentionItem[]>([]);
  users.current = (project.data?.assignees?.data ?? [])
    .filter(isPickable)
    .map((m) => ({ id: String(m.id), label: m.display_name }));
  return useMemo(
    () => ({
      users: () => users.current,
      searchTasks: async (query: string) => {
        if (!projectId) return [];
        const found = await get<Collection<TaskHit>>(`pm/v2/projects/${projectId}/tasks`, {
          title: query.trim(),
          per_page: MAX_SUGGESTIONS,
          status: -1,
        }).catch(() => null);
        return (found?.data ?? []).map((task) => ({
          id: String(task.id),
          label: task.title,
          hint: taskPlace({ list: task.task_list?.data.title }),
        }));
      },
    }),
    [projectId],
  );
}
