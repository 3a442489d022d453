import { routeTo } from "../../../app/route-names";

/** Where a board's links go, by screen: the task opens over the screen it was clicked on. */
export const boardLinks = (projectId: number, screen: "lists" | "archive" | { listId: number }) => ({
  taskHref: (taskId: number) =>
    screen === "lists"
      ? routeTo("lists_single_task", { project_id: projectId, task_id: taskId })
      : screen === "archive"
        ? routeTo("archived_single_task", { project_id: projectId, task_id: taskId })
        : `${routeTo("single_list", { project_id: projectId, list_id: screen.listId })}/tasks/${taskId}`,
  listHref: (listId: number) => routeTo("single_list", { project_id: projectId, list_id: listId }),
});
