import { MODULE } from "@cairn/shared/modules";
import { prefetchWhenOn } from "../../api/modules";
import type { TaskListsPreload } from "../task-lists/preloads";
import { listViewTypeQuery } from "./view-type-query";

/** Which view this person chose (the lists or the board), while the board's module is on. */
const preload: TaskListsPreload = (qc, projectId) => prefetchWhenOn(qc, MODULE.kanboard, listViewTypeQuery(projectId));

export default preload;
