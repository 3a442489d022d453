import type { Branding, FrontEndPage, MediaItem } from "@cairn/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, get, post, type Written } from "../../api/client";
import { BRANDING_PATH } from "../../api/first-reads";
import { settingsKey, useSettings } from "../settings/api";
import { settingOn } from "./settingValue";

/** Whether task forms offer a start date (global setting task_start_field, on by default). */
export function useTaskStartField(): boolean {
  return settingOn(useSettings().data?.task_start_field, true);
}

export type { FrontEndPage, MediaItem };

/** The sign-in page's and header's branding; answered without a session. */
export const brandingKey = ["branding"] as const;

export const brandingQuery = queryOptions({
  queryKey: brandingKey,
  queryFn: async ({ signal }) => (await get<{ data: Branding }>(BRANDING_PATH, {}, signal)).data,
  staleTime: 5 * 60_000,
});

export function useBranding() {
  return useQuery(brandingQuery);
}

/** The app's landing pages, offered by the 'Front-end page' setting. */
export const frontEndPagesQuery = queryOptions({
  queryKey: ["front-end-pages"],
  queryFn: async ({ signal }) => (await get<{ data: FrontEndPage[] }>("pm/v2/front-end-pages", {}, signal)).data,
  staleTime: 5 * 60_000,
});

export const useFrontEndPages = () => useQuery(frontEndPagesQuery);

/** The images of the media library (logo candidates). */
export const mediaKey = ["media"] as const;
/** The image itself (served inline for raster types). */
export const mediaUrl = (id: number) => `/api/pm/v2/media/${id}`;

export function useMedia() {
  return useQuery({
    queryKey: mediaKey,
    queryFn: async ({ signal }) => (await get<{ data: MediaItem[] }>("pm/v2/media", { per_page: -1 }, signal)).data,
  });
}

export function useMediaWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: mediaKey });
  const upload = useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append("files[]", file);
      return api<Written<MediaItem[]>>("pm/v2/media", { method: "POST", body: form });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<unknown>>(`pm/v2/media/${id}/delete`),
    onSuccess: async () => {
      await refresh();
      // Deleting the logo's image clears the logo.
      void qc.invalidateQueries({ queryKey: brandingKey });
      void qc.invalidateQueries({ queryKey: settingsKey() });
    },
  });
  return { upload, remove };
}
