import { useSearchParams } from "react-router";
import { useMe } from "../../api/me";
import { type ReportFilters, readFilters, viewerZone, writeFilters } from "./url-state";

/** A report screen's filters and page, kept in its URL so a reload or a shared link shows the same. */
export function useReportUrl() {
  const [params, setParams] = useSearchParams();
  const zone = viewerZone(useMe().data?.timezone);
  const { filters, page } = readFilters(params, zone);
  return {
    filters,
    page,
    /** The filters were given (a reload of a run report), not the defaults of a first visit. */
    given: params.has("start_date") || params.has("project_id") || params.has("user_id"),
    run: (next: ReportFilters) => setParams(writeFilters(next, 1)),
    setPage: (n: number) => setParams(writeFilters(filters, n)),
  };
}
