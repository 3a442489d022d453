import { Group, Skeleton, Stack, Title } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import { EmptyState } from "../../../components/EmptyState";
import type { Task } from "../../tasks/types";
import { useTaskTime, useTimeTrackerOn } from "../hooks";
import { AssignToTrack } from "./AssignToTrack";
import { CustomTimeForm } from "./CustomTimeForm";
import { TimeLogList } from "./TimeLogList";
import { TimerButton } from "./TimerButton";
import { TrackedTime } from "./TrackedTime";

/**
 * The single task's time: the reader's timer, the total, everybody's logs with per-person totals, and time
 * added by hand. Absent while the module is switched off.
 */
export function TimeSection({ task }: { task: Task }) {
  if (!useTimeTrackerOn()) return null;
  return <Section task={task} />;
}

function Section({ task }: { task: Task }) {
  const { t } = useTranslation("time-tracker");
  const me = useMe().data;
  const logs = useTaskTime(task.id);
  const assigned = task.assignees.data.some((u) => u.id === me?.id);
  const mine = (logs.data?.data ?? []).filter((l) => l.created_by === me?.id);
  const runningHere = mine.some((l) => l.run_status);
  // A task of an archived list is put away: its time is read, not added to (the server refuses it).
  const putAway = task.task_list?.data.status === 0;
  // Where the timer would be for an assignee: what it takes to track time here.
  const offerAssign = me !== undefined && !assigned && task.status !== 1 && !putAway && !runningHere;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`time-${task.id}`} data-testid="time-section">
      <Group gap="sm" justify="space-between">
        <Group gap="sm">
          <Title order={3} size="h5" id={`time-${task.id}`}>
            {t("title")}
          </Title>
          <TrackedTime meta={task.meta} />
        </Group>
        {!putAway && <TimerButton task={task} />}
      </Group>
      {offerAssign && me && <AssignToTrack task={task} meId={me.id} />}
      {logs.isPending ? (
        <Stack gap={6} aria-hidden>
          <Skeleton height={24} />
          <Skeleton height={24} />
        </Stack>
      ) : (logs.data?.data.length ?? 0) === 0 ? (
        <EmptyState message={t("empty")} icon={<IconClock size={18} />} compact testId="time-empty" />
      ) : (
        logs.data && <TimeLogList task={task} time={logs.data} />
      )}
      {assigned && task.status !== 1 && !putAway && (
        <CustomTimeForm key={String(task.payable)} task={task} blocked={runningHere} />
      )}
    </Stack>
  );
}
