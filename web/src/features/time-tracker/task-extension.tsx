import { MODULE } from "@cairn/shared/modules";
import { useMemo } from "react";
import { useMe } from "../../api/me";
import { useDisabledModules } from "../../api/modules";
import { defineRowPart, type TaskExtension } from "../tasks/extensions";
import type { TaskSummary } from "../tasks/types";
import { TimerButton } from "./components/TimerButton";
import { TimeSection } from "./components/TimeSection";
import { TrackedTime } from "./components/TrackedTime";

type Board = { meId: number };

/** While the tracker is on, the rows show their tracked time, and the reader's timer where he may run it. */
function useTimeBoard(): Board | null {
  const on = !useDisabledModules().has(MODULE.timeTracker);
  const meId = useMe().data?.id;
  return useMemo(() => (on && meId !== undefined ? { meId } : null), [on, meId]);
}

/** Whether the row offers the reader's timer: his task, not done, or one where some timer runs (maybe his). */
const mayTrack = (task: TaskSummary, meId: number) =>
  (task.status !== 1 && task.assignees.data.some((u) => u.id === meId)) || (task.meta.timers_since?.length ?? 0) > 0;

/** The tracked time and the timer button on task rows, and the time section of the single task. */
const extension: TaskExtension = {
  rowParts: [
    defineRowPart<Board>({
      key: "tracked-time",
      order: 20,
      place: "facts",
      useBoard: useTimeBoard,
      shows: (task) => task.meta.tracked_seconds !== undefined,
      Part: ({ task }) => <TrackedTime meta={task.meta} />,
    }),
    defineRowPart<Board>({
      key: "timer",
      order: 10,
      place: "actions",
      useBoard: useTimeBoard,
      shows: (task, { meId }) => mayTrack(task, meId),
      Part: ({ task }) => <TimerButton task={task} compact />,
    }),
  ],
  sections: [{ key: "time", order: 30, Section: TimeSection }],
};

export default extension;
