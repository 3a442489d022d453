import type { CalendarEvent } from "@cairn/shared/calendar";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post, type Written } from "../../api/client";
import { milestonesKey } from "../milestones/api";
import { taskKey } from "../tasks/hooks";
import { listsKey } from "../tasks/lists-cache";
import { CALENDAR_KEY } from "./api";
import { rescheduleOf } from "./events";

/** After a write, every calendar read, the item's own caches and the project's lists show the new dates. */
function useRefreshAfterWrite() {
  const qc = useQueryClient();
  return (projectId: number, taskId?: number) => {
    void qc.invalidateQueries({ queryKey: CALENDAR_KEY });
    void qc.invalidateQueries({ queryKey: listsKey(projectId) });
    void qc.invalidateQueries({ queryKey: milestonesKey(projectId) });
    if (taskId !== undefined) void qc.invalidateQueries({ queryKey: taskKey(projectId, taskId) });
  };
}

/**
 * Moves or stretches an item (drag and drop). `revert` puts the event back where it was when the server
 * refuses (spec §8: the move is undone); the server's messages are shown as every write's are.
 */
export function useReschedule() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({
      event,
      start,
      endExclusive,
    }: {
      event: CalendarEvent;
      start: string;
      endExclusive: string;
      revert: () => void;
    }) => {
      const { path, body } = rescheduleOf(event, start, endExclusive);
      return post<Written<unknown>>(path, body);
    },
    // The app's mutation cache toasts the server's message, and its refusal (providers.tsx).
    onSuccess: (_res, { event }) => refresh(event.project_id, event.type === "task" ? event.id : undefined),
    onError: (_err, { revert }) => revert(),
  });
}

export type NewTask = { projectId: number; task_list_id: number; title: string; assignees: number[]; due_date: string };

/** What NewTaskModal shows under its inputs. */
const NEW_TASK_FIELDS = ["task_list_id", "title", "assignees"] as const;

/** The day popup's "New Task": created with the clicked day as its due date. */
export function useCreateCalendarTask() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ projectId, ...body }: NewTask) =>
      post<Written<{ id: number }>>(`pm/v2/projects/${projectId}/tasks`, body),
    meta: { inlineFields: NEW_TASK_FIELDS },
    onSuccess: (_res, { projectId }) => refresh(projectId),
  });
}
