import { get } from "../../api/client";
import { boardPath } from "../../api/first-reads";
import { boardKey } from "./keys";
import type { Column } from "./types";

/**
 * The board's read: every column with its first 50 cards. Its own small module, so the route can start it as
 * soon as the URL matches without bringing the board's code into the first screen's bundle.
 */
export const boardQuery = (projectId: number) => ({
  queryKey: boardKey(projectId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await get<{ data: Column[] }>(boardPath(projectId), {}, signal)).data,
});
