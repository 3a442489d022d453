import type { TaskListsPageExtension } from "../task-lists/extensions";
import { ColumnsMenu } from "./components/ColumnsMenu";

/** The menu of the fields the task lists show as columns. */
const extension: TaskListsPageExtension = { key: "custom-fields", order: 20, Tool: ColumnsMenu };

export default extension;
