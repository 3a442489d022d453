import icons from "../../../components/MaskIcon.module.css";
import classes from "./SubTaskChip.module.css";

type Props = { done: number; total: number; label: string };

/**
 * A task's sub-tasks as "2/5" (done of total), named in full for screen readers. Plain elements: a board shows
 * one per row, so the caller passes the label it made once.
 */
export function SubTaskChip({ done, total, label }: Props) {
  return (
    <span
      className={classes.chip}
      role="img"
      aria-label={label}
      title={label}
      data-done={(total > 0 && done >= total) || undefined}
      data-testid="sub-task-chip"
    >
      <span className={`${icons.icon} ${classes.glyph}`} aria-hidden />
      {done}/{total}
    </span>
  );
}

/** The chip's numbers from a task's meta, or null when it has no sub-tasks (the server then sends none). */
export function subTaskCounts(meta: { total_sub_tasks?: number; completed_sub_tasks?: number }) {
  const total = meta.total_sub_tasks ?? 0;
  return total > 0 ? { done: meta.completed_sub_tasks ?? 0, total } : null;
}
