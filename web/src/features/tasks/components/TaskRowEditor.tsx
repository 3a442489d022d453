import { can } from "../../../api/project";
import type { Project } from "../../../api/types";
import { useUpdateTask } from "../hooks";
import type { TaskSummary } from "../types";
import { TaskForm } from "./TaskForm";
import classes from "./TaskRow.module.css";

type Props = { task: TaskSummary; project: Project; onDone: () => void };

/**
 * A row turned into its edit form. Its own chunk (with the form's date and people pickers), loaded the first
 * time a row is edited; its save hook exists only while it is open.
 */
export default function TaskRowEditor({ task, project, onDone }: Props) {
  const update = useUpdateTask(project.id);
  return (
    <div className={classes.editor}>
      <TaskForm
        task={task}
        members={project.assignees?.data ?? []}
        withPrivacy={can(project, "view_private_task")}
        pending={update.isPending}
        error={update.error}
        onSubmit={async (draft) => {
          await update.mutateAsync({ id: task.id, changes: draft });
          onDone();
        }}
        onCancel={onDone}
      />
    </div>
  );
}
