import { MODULE } from "@cairn/shared/modules";
import { useTranslation } from "react-i18next";
import type { MyTaskRowPart } from "../my-tasks/extensions";
import type { MyTask } from "../my-tasks/types";
import { SubTaskChip, subTaskCounts } from "./components/SubTaskChip";

/** The task's sub-tasks done of all ("2/5"), where it has any. */
function SubTasksDone({ task }: { task: MyTask }) {
  const { t } = useTranslation("my-tasks");
  const counts = task.meta ? subTaskCounts(task.meta) : null;
  return counts && <SubTaskChip {...counts} label={t("sub-tasks:chip", counts)} />;
}

const part: MyTaskRowPart = { key: "sub-tasks", order: 10, module: MODULE.subTasks, Part: SubTasksDone };

export default part;
