/** Time logs as the server answers them (packages/shared/src/answers/time.ts). */
export type { OthersTime, RunningTimer, TimeLog } from "@cairn/shared";

/** What the tracker needs of a task to start, stop or patch it: rows and the modal both have it. */
export type TrackedTask = { id: number; project_id: number; title: string };
