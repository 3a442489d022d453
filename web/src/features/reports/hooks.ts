import type { ActivitiesPage, FeedActivity, TaskReportMeta, TasksPage } from "@cairn/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type Collection, get, type Item } from "../../api/client";
import type { ReportKind } from "./kinds";
import type { ReportFilters } from "./url-state";

/** A task report's page (`pm/v2/tasks?report=`): its rows are tasks as every task answer shows them. */
export type { Task as TaskRow, TaskReportMeta } from "@cairn/shared";

type TaskReport = TasksPage & { meta: { report: TaskReportMeta } };

/** A row of the activity report: a feed row (packages/shared/src/answers/activities.ts). */
export type ActivityRow = FeedActivity;
/** The activity report's page: the feed's, with `meta.report`. */
type ActivityReport = ActivitiesPage;

/** The query of a task report: the spec's filters, as `pm/v2/tasks?report=` takes them (an open end left out). */
export function reportQuery(kind: ReportKind, f: ReportFilters, page: number) {
  return {
    report: kind.api,
    start_date: f.start_date || undefined,
    due_date: f.due_date || undefined,
    project_id: f.project_id,
    user_id: kind.fields.includes("user") ? f.user_id : undefined,
    milestone_id: kind.fields.includes("milestone") ? f.milestone_id : undefined,
    task_status: kind.fields.some((x) => x === "status" || x === "projectStatus") ? f.task_status : undefined,
    page,
  };
}

/** A task report's page; the previous page stays on screen while the next loads. */
export function useTaskReport(kind: ReportKind, filters: ReportFilters, page: number, enabled: boolean) {
  const query = reportQuery(kind, filters, page);
  return useQuery({
    queryKey: ["reports", "tasks", query],
    queryFn: ({ signal }) => get<TaskReport>("pm/v2/tasks", query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useActivityReport(filters: ReportFilters, page: number, enabled: boolean) {
  const query = {
    report: "user-activities",
    user_id: filters.user_id,
    project_id: filters.project_id,
    updated_at_start: filters.start_date,
    updated_at: filters.due_date,
    orderby: "created_at|ASC",
    page,
  };
  return useQuery({
    queryKey: ["reports", "activities", query],
    queryFn: ({ signal }) => get<ActivityReport>("pm/v2/activities", query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The pickers' choices: every project (a global manager's), every person, a project's milestones. */
export function useProjectChoices() {
  return useQuery({
    queryKey: ["reports", "choices", "projects"],
    queryFn: async () => (await get<Item<{ id: number; title: string }[]>>("pm/v2/user-all-projects")).data,
    staleTime: 60_000,
  });
}

export function useUserChoices() {
  return useQuery({
    queryKey: ["reports", "choices", "users"],
    queryFn: async () =>
      (await get<Collection<{ id: number; display_name: string }>>("pm/v2/users", { per_page: "all" })).data,
    staleTime: 60_000,
  });
}

export function useMilestoneChoices(projectId: number | undefined) {
  return useQuery({
    queryKey: ["reports", "choices", "milestones", projectId],
    queryFn: async () =>
      (
        await get<Collection<{ id: number; title: string }>>(`pm/v2/projects/${projectId}/milestones`, {
          per_page: "all",
        })
      ).data,
    enabled: projectId !== undefined,
    staleTime: 60_000,
  });
}
