import { queryOptions } from "@tanstack/react-query";
import { get, type Item } from "../../api/client";
import { RUNNING_TIMER_PATH } from "../../api/first-reads";
import { runningTimerKey } from "./keys";
import type { RunningTimer } from "./types";

/**
 * The reader's running timer, or null: a row in the database, so it outlives reloads, tabs and restarts.
 * Apart from the tracker's hooks so the shell can ask for it before the header that shows it has mounted.
 */
export const runningTimerQuery = queryOptions({
  queryKey: runningTimerKey,
  queryFn: async ({ signal }) => (await get<Item<RunningTimer | null>>(RUNNING_TIMER_PATH, {}, signal)).data,
  // Another tab, or the same person on another device, may start or stop it.
  refetchOnWindowFocus: true,
  staleTime: 30_000,
});
