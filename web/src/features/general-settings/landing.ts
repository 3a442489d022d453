import type { QueryClient } from "@tanstack/react-query";
import { settingsQuery } from "../settings/api";
import { frontEndPagesQuery } from "./api";
import { frontEndPageOf } from "./settingValue";

export const DEFAULT_LANDING = "/projects";

/**
 * Where a member lands after signing in: the page the 'Front-end page' setting names, else Projects.
 * Nothing here may keep anyone from signing in, so any failure falls back to the default.
 */
export async function landingPath(qc: QueryClient): Promise<string> {
  try {
    const chosen = frontEndPageOf((await qc.fetchQuery(settingsQuery())).front_end_page);
    if (!chosen) return DEFAULT_LANDING;
    const page = (await qc.fetchQuery(frontEndPagesQuery)).find((p) => p.id === chosen.page_id);
    return page?.path.startsWith("/") ? page.path : DEFAULT_LANDING;
  } catch {
    return DEFAULT_LANDING;
  }
}
