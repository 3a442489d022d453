import { useSearchParams } from "react-router";
import { useMe } from "../../api/me";
import type { ReportKind } from "./kinds";
import { type ReportFilters, readFilters, viewerZone, writeFilters } from "./url-state";

/**
 * A report screen's filters and page, kept in its URL so a reload or a shared link shows the same; without a
 * range in the URL, the kind's own default (kinds.ts).
 */
export function useReportUrl(kind: ReportKind) {
  const [params, setParams] = useSearchParams();
  const zone = viewerZone(useMe().data?.timezone);
  const { filters, page } = readFilters(params, zone, kind.defaultRange);
  return {
    filters,
    page,
    run: (next: ReportFilters) => setParams(writeFilters(next, 1)),
    setPage: (n: number) => setParams(writeFilters(filters, n)),
  };
}
