import { MODULE } from "@cairn/shared/modules";
import { prefetchWhenOn } from "../../api/modules";
import type { TaskListsPreload } from "../task-lists/preloads";
import { customFieldsQuery } from "./api";

/** The fields the lists may show as columns, while the module is on. */
const preload: TaskListsPreload = (qc, projectId) =>
  prefetchWhenOn(qc, MODULE.customFields, customFieldsQuery(projectId));

export default preload;
