import { IconListCheck } from "@tabler/icons-react";
import { lazy } from "react";
import type { FeatureDefinition } from "../../app/registry";
import { routeTo } from "../../app/route-names";

const TaskListsPage = lazy(() => import("./pages/TaskListsPage"));
const ArchivePage = lazy(() => import("./pages/ArchivePage"));
const SingleListPage = lazy(() => import("./pages/SingleListPage"));
const TaskModal = lazy(() => import("../tasks/pages/TaskModal"));

type Back = { projectId: number; listId?: string };
const toLists = ({ projectId }: Back) => routeTo("task_lists", { project_id: projectId });
const toArchive = ({ projectId }: Back) => routeTo("task_lists_archive", { project_id: projectId });
const toList = ({ projectId, listId }: Back) =>
  routeTo("single_list", { project_id: projectId, list_id: listId ?? "" });

/** Paths follow the spec's route names (app/route-names.ts); each single task opens over its page. */
const feature: FeatureDefinition = {
  name: "task-lists",
  projectRoutes: [
    {
      path: "task-lists",
      element: <TaskListsPage />,
      children: [{ path: "tasks/:taskId", element: <TaskModal backTo={toLists} /> }],
    },
    {
      path: "task-lists/archived",
      element: <ArchivePage />,
      children: [{ path: "tasks/:taskId", element: <TaskModal backTo={toArchive} /> }],
    },
    { path: "task-lists/archived/pages/:current_page_number", element: <ArchivePage /> },
    {
      path: "task-lists/:listId",
      element: <SingleListPage />,
      children: [{ path: "tasks/:taskId", element: <TaskModal backTo={toList} /> }],
    },
  ],
  projectMenu: [
    {
      key: "task-lists",
      label: "task-lists:menu",
      order: 0.3,
      path: "task-lists",
      icon: <IconListCheck size={16} />,
    },
  ],
};

export default feature;
