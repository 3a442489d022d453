import { MODULE } from "@cairn/shared/modules";
import { useDisabledModules } from "../../api/modules";
import type { RowTexts } from "../tasks/components/rowTexts";
import { defineRowPart, type TaskExtension } from "../tasks/extensions";
import type { TaskSummary } from "../tasks/types";
import { SubTaskChip, subTaskCounts } from "./components/SubTaskChip";
import { SubTaskSection } from "./components/SubTaskSection";

/** A row's "2/5" chip, named "2 of 5 sub-tasks done". */
function SubTasksFact({ task, texts }: { task: TaskSummary; texts: RowTexts }) {
  const counts = subTaskCounts(task.meta);
  return counts && <SubTaskChip {...counts} label={texts.subTasks(counts.done, counts.total)} />;
}

/** The sub-tasks in the task rows (their chip, while the module is on) and in the single task (their section). */
const extension: TaskExtension = {
  rowParts: [
    defineRowPart<true>({
      key: "sub-tasks",
      order: 10,
      place: "facts",
      useBoard: () => (useDisabledModules().has(MODULE.subTasks) ? null : true),
      shows: (task) => subTaskCounts(task.meta) !== null,
      Part: SubTasksFact,
    }),
  ],
  sections: [{ key: "sub-tasks", order: 20, Section: SubTaskSection }],
};

export default extension;
