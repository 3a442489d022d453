import { REPORT_MESSAGES } from "@cairn/shared";
import type { FilterField, ReportKind } from "./kinds";
import type { ReportFilters } from "./url-state";

/** The spec's checks (001 §5) before a report runs, with its texts; empty when the filters may run. */
export function filterErrors(kind: ReportKind, f: ReportFilters): Partial<Record<FilterField | "dates", string>> {
  const errors: Partial<Record<FilterField | "dates", string>> = {};
  if (kind.datesRequired && (!f.start_date || !f.due_date)) errors.dates = REPORT_MESSAGES.datesRequired;
  if (kind.required.includes("user") && !f.user_id) errors.user = REPORT_MESSAGES.userRequired;
  if (kind.required.includes("project") && !f.project_id) errors.project = REPORT_MESSAGES.projectRequired;
  if (kind.required.includes("milestone") && !f.milestone_id) errors.milestone = REPORT_MESSAGES.milestoneRequired;
  return errors;
}
