import { Button } from "@mantine/core";
import { IconPlayerPlayFilled, IconPlayerStopFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import iconButton from "../../../components/IconButton.module.css";
import type { TaskSummary } from "../../tasks/types";
import { clock, secondsSince } from "../clock";
import { useNow, useRunningTimer, useTimerWrites, useTimeTrackerOn } from "../hooks";
import classes from "./TimerButton.module.css";

type Props = { task: Pick<TaskSummary, "id" | "project_id" | "title" | "status" | "assignees">; compact?: boolean };

/**
 * Start or stop the reader's timer on a task, with the time so far while it runs. Only for an assignee of an
 * incomplete task (the server's rule); while his timer runs here it stays, so it can always be stopped.
 * `compact` is the row's icon button; otherwise a labelled button (the single task).
 */
export function TimerButton({ task, compact = false }: Props) {
  const on = useTimeTrackerOn();
  const me = useMe().data;
  const running = useRunningTimer().data;
  const here = running?.task_id === task.id;
  const mine = task.assignees.data.some((u) => u.id === me?.id);
  if (!on || !me || (!here && (!mine || task.status === 1))) return null;
  return <Timer task={task} since={here ? (running?.start.datetime ?? null) : null} compact={compact} />;
}

function Timer({ task, since, compact }: { task: Props["task"]; since: string | null; compact: boolean }) {
  const { t } = useTranslation("time-tracker");
  const { start, stop } = useTimerWrites();
  const now = useNow(since !== null);
  const pending = start.isPending || stop.isPending;
  const time = since ? clock(secondsSince(since, now)) : "";
  const label = since ? t("stopOn", { title: task.title, clock: time }) : t("startOn", { title: task.title });
  const toggle = () => (since ? stop.mutate(task) : start.mutate(task));
  if (compact)
    return (
      <button
        type="button"
        className={`${iconButton.subtle} ${classes.compact}`}
        data-running={since ? true : undefined}
        onClick={toggle}
        disabled={pending}
        aria-label={label}
        title={label}
        data-testid="row-timer"
      >
        {since ? <IconPlayerStopFilled size={14} aria-hidden /> : <IconPlayerPlayFilled size={14} aria-hidden />}
        {since && <span className={classes.clock}>{time}</span>}
      </button>
    );
  return (
    <Button
      variant={since ? "filled" : "light"}
      color={since ? "red" : "teal"}
      leftSection={since ? <IconPlayerStopFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
      onClick={toggle}
      loading={pending}
      aria-label={label}
      data-testid="task-timer"
    >
      {since ? <span className={classes.clock}>{time}</span> : t("start")}
    </Button>
  );
}
