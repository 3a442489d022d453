import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import { IconPlayerStopFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeTo } from "../../../app/route-names";
import { clock, secondsSince } from "../clock";
import { useNow, useRunningTimer, useTimerWrites } from "../hooks";
import classes from "./RunningTimerChip.module.css";

/**
 * The reader's running timer in the header, on every page: the task it runs on (a link to it), the time so
 * far, and a stop button. Nothing while no timer runs or the module is off (useRunningTimer is then idle).
 */
export function RunningTimerChip() {
  const running = useRunningTimer().data;
  if (!running) return null;
  return <Chip running={running} />;
}

function Chip({ running }: { running: NonNullable<ReturnType<typeof useRunningTimer>["data"]> }) {
  const { t } = useTranslation("time-tracker");
  const { stop } = useTimerWrites();
  const now = useNow(true);
  const task = running.task.data;
  const time = clock(secondsSince(running.start.datetime ?? "", now));
  return (
    <Group
      gap={6}
      wrap="nowrap"
      className={classes.chip}
      role="status"
      aria-label={t("running", { title: task.title, clock: time })}
      data-testid="running-timer"
    >
      <span className={classes.dot} aria-hidden />
      <Text
        component={Link}
        to={routeTo("single_task", { project_id: task.project_id, task_id: task.id })}
        size="sm"
        className={classes.title}
        title={t("runningLink")}
      >
        {task.title}
      </Text>
      <Text size="sm" fw={600} className={classes.clock} data-testid="running-timer-clock">
        {time}
      </Text>
      <Tooltip label={t("stop")}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="sm"
          onClick={() => stop.mutate(task)}
          loading={stop.isPending}
          aria-label={t("stopOn", { title: task.title, clock: time })}
        >
          <IconPlayerStopFilled size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
