import type { TaskStatus } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { groupOpenTasks } from "./grouping";
import type { MyTask } from "./types";

const day = (date: string) => ({ date, time: null, datetime: null, timestamp: null, timezone: null });
const task = (id: number, due: string | null, status: TaskStatus = 0): MyTask => ({
  id,
  title: `T${id}`,
  status,
  project_id: 1,
  due_date: due ? day(due) : null,
  completed_at: null,
});

describe("My Tasks grouping", () => {
  it("splits open tasks at today: before is overdue; today, later and undated are current", () => {
    const groups = groupOpenTasks(
      [task(1, "2026-11-20"), task(2, "2026-11-21"), task(3, null), task(4, "2026-12-01"), task(5, "2026-01-01", 1)],
      "2026-11-21",
    );
    expect(groups.overdue.map((t) => t.id)).toEqual([1]);
    expect(groups.current.map((t) => t.id)).toEqual([2, 4, 3]);
  });
});
