import type { StartWpImportBody, WpImportRun } from "@cairn/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, type Item, post, type Written } from "../../api/client";

const runsKey = ["wp-import", "runs"] as const;
const runKey = (id: number) => ["wp-import", "run", id] as const;

/** Whether a run is still going: its answer is asked for again every second until it is not. */
export const isRunning = (run: WpImportRun | undefined) => run?.status === "running";

/** The past runs, newest first, a page at a time; looked at again every few seconds while one of them runs. */
export function useImportRuns(page: number) {
  return useQuery({
    queryKey: [...runsKey, page],
    queryFn: async ({ signal }) => get<Collection<WpImportRun>>("import/wp-pm/runs", { page, per_page: 10 }, signal),
    refetchInterval: (query) => (query.state.data?.data.some(isRunning) ? 3000 : false),
    meta: { silent: true },
  });
}

/** One run, asked for every second while it runs (its progress), then kept as it ended. */
export function useImportRun(id: number | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: runKey(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const run = (await get<Item<WpImportRun>>(`import/wp-pm/runs/${id}`, {}, signal)).data;
      const before = qc.getQueryData<WpImportRun>(runKey(run.id));
      if (isRunning(before) && !isRunning(run)) {
        // The list below shows the run's status too; and an import just changed what every other screen shows
        // (projects, people, task types), so they read afresh rather than from what they held before.
        void qc.invalidateQueries({ queryKey: runsKey });
        if (!run.dry_run) void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "wp-import" });
      }
      return run;
    },
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
    meta: { silent: true },
  });
}

/** The fields whose refusals the form shows under its inputs (the rest is toasted). */
export const IMPORT_FIELDS = ["mysql_url", "prefix", "uploads_dir"] as const;

export function useStartImport() {
  const qc = useQueryClient();
  return useMutation({
    meta: { inlineFields: IMPORT_FIELDS },
    mutationFn: (body: StartWpImportBody) => post<Written<WpImportRun>>("import/wp-pm", body),
    onSuccess: async (res) => {
      qc.setQueryData(runKey(res.data.id), res.data);
      await qc.invalidateQueries({ queryKey: runsKey });
    },
  });
}
