import { MODULE } from "@cairn/shared/modules";
import { useDisabledModules } from "../../api/modules";
import type { Project } from "../../api/types";
import { routeTo } from "../../app/route-names";
import type { TaskListsPageExtension } from "../task-lists/extensions";
import { ViewSwitch } from "./components/ViewSwitch";
import { useListViewType } from "./hooks";

const useBoardOn = () => !useDisabledModules().has(MODULE.kanboard);

/** The board for whoever chose to see this project's tasks as the board, with the task opened over it. */
function useBoardChoice(projectId: number, taskId: string | undefined): string | null {
  const on = useBoardOn();
  const viewType = useListViewType(projectId, on).data;
  if (!on || viewType !== "kanboard") return null;
  return taskId
    ? routeTo("kanboard_single_task", { project_id: projectId, task_id: taskId })
    : routeTo("kanboard", { project_id: projectId });
}

function BoardSwitch({ project }: { project: Project }) {
  return useBoardOn() && <ViewSwitch projectId={project.id} current="list" />;
}

/** The list/board switch on the task lists page, and the board for whoever chose it. */
const extension: TaskListsPageExtension = {
  key: "kanboard",
  order: 10,
  useRedirect: useBoardChoice,
  Tool: BoardSwitch,
};

export default extension;
