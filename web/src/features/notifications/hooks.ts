import type { BackgroundJob, DigestRun, MailStatus, NotificationKey, NotificationSettings } from "@cairn/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, type Item, post, type Written } from "../../api/client";

const settingsKey = ["profile", "notifications"] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await get<Item<NotificationSettings>>("pm/v2/profile/notifications")).data,
  });
}

/** Saves one switch; the screen shows it at once and goes back if the save fails. */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: NotificationKey; value: boolean }) =>
      post<Written<NotificationSettings>>("pm/v2/profile/notifications", { [key]: value }),
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const before = queryClient.getQueryData<NotificationSettings>(settingsKey);
      if (before) queryClient.setQueryData(settingsKey, { ...before, [key]: value });
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (res) => queryClient.setQueryData(settingsKey, res.data),
  });
}

export function useMailStatus() {
  return useQuery({
    queryKey: ["mail", "status"],
    queryFn: async () => (await get<Item<MailStatus>>("pm/v2/mail")).data,
  });
}

const failedJobsKey = (page: number) => ["jobs", "failed", page] as const;

export function useFailedJobs(page: number) {
  return useQuery({
    queryKey: failedJobsKey(page),
    queryFn: () => get<Collection<BackgroundJob>>("pm/v2/jobs", { status: "failed", page, per_page: 10 }),
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<Written<BackgroundJob>>(`pm/v2/jobs/${id}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["jobs"] }),
  });
}

export function useRunDigest() {
  return useMutation({
    mutationFn: () => post<Written<DigestRun>>("pm-pro/v2/daily-digest/run"),
  });
}
