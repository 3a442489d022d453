import type { TasksPage } from "@cairn/shared";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { get } from "../../api/client";

// The server's filter is `users=<id>` (a comma list); `users[]=` is not read by the task query. Tasks of
// archived lists are put away: My Tasks is work to do, so only current lists' tasks come.
const mine = (userId: number) => ({ users: String(userId), list_status: 1 });

/** Every open task assigned to the user, across projects, earliest due first (bounded by the server). */
export function useOpenTasks(userId: number) {
  return useQuery({
    queryKey: ["my-tasks", userId, "open"],
    queryFn: async () =>
      (
        await get<TasksPage>("pm/v2/tasks", {
          ...mine(userId),
          status: 0,
          per_page: "all",
          orderby: "due_date:asc",
        })
      ).data,
  });
}

const COMPLETED_PER_PAGE = 20;

/** Completed tasks, newest first, a page at a time. */
export function useCompletedTasks(userId: number) {
  return useInfiniteQuery({
    queryKey: ["my-tasks", userId, "completed"],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      get<TasksPage>("pm/v2/tasks", {
        ...mine(userId),
        status: 1,
        page: pageParam,
        per_page: COMPLETED_PER_PAGE,
        orderby: "completed_at:desc",
      }),
    getNextPageParam: (last) => {
      const p = last.meta.pagination;
      return p.current_page < p.total_pages ? p.current_page + 1 : undefined;
    },
  });
}
