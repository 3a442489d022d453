import { IconListCheck } from "@tabler/icons-react";
import { projectQuery } from "../../api/project";
import { lazyPage } from "../../app/lazy-page";
import { queryClient } from "../../app/providers";
import type { FeatureDefinition } from "../../app/registry";
import { routeTo } from "../../app/route-names";
import { preloadAddOns } from "./preloads";
import { currentListsQuery } from "./queries";

const TaskListsPage = lazyPage(() => import("./pages/TaskListsPage"));
const ArchivePage = lazyPage(() => import("./pages/ArchivePage"));
const SingleListPage = lazyPage(() => import("./pages/SingleListPage"));
const TaskModal = lazyPage(() => import("../tasks/pages/TaskModal"));

type Back = { projectId: number; listId?: string };
const toLists = ({ projectId }: Back) => routeTo("task_lists", { project_id: projectId });
const toArchive = ({ projectId }: Back) => routeTo("task_lists_archive", { project_id: projectId });
const toList = ({ projectId, listId }: Back) =>
  routeTo("single_list", { project_id: projectId, list_id: listId ?? "" });

/**
 * As soon as the route matches (the first page load included, before the shell has even asked who is signed
 * in), the page's code, the project and its lists with their tasks start loading side by side, instead of one
 * after the other as the components mount. The route waits for the code only (app/lazy-page.ts).
 */
function preloadTaskLists(projectId: number) {
  // The requests first: they wait on the server, the chunk only on the cache.
  void queryClient.prefetchQuery(projectQuery(projectId));
  void queryClient.prefetchInfiniteQuery(currentListsQuery(projectId));
  // What the page's add-on parts ask of the modules that are on (which view this person chose, the fields it may
  // show as columns), with the lists (task-lists/preloads.ts).
  preloadAddOns(queryClient, projectId);
  // Done while the requests are out, the date formatters' setup is no longer on the way to the first rows.
  setTimeout(() => void import("../../components/DueDate").then((m) => m.prepareDateFormats()));
}

/** Paths follow the spec's route names (app/route-names.ts); each single task opens over its page. */
const feature: FeatureDefinition = {
  name: "task-lists",
  projectRoutes: [
    {
      path: "task-lists",
      element: <TaskListsPage />,
      loader: ({ params }) => {
        preloadTaskLists(Number(params.projectId));
        return null;
      },
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
