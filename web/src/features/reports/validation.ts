import { REPORT_MESSAGES } from "@cairn/shared";
import { serverText } from "../../i18n/server-texts";
import type { FilterField, ReportKind } from "./kinds";
import type { ReportFilters } from "./url-state";

/** The spec's checks (001 §5) before a report runs, with its texts (in the reader's language); empty when the filters may run. */
export function filterErrors(kind: ReportKind, f: ReportFilters): Partial<Record<FilterField | "dates", string>> {
  const errors: Partial<Record<FilterField | "dates", string>> = {};
  // An open start (overdue, unassigned) needs only the end; a range given elsewhere needs both its ends.
  const needsStart = kind.datesRequired && !kind.openStart;
  const halfRange = Boolean(f.start_date) !== Boolean(f.due_date) && !(kind.openStart && f.due_date);
  if ((needsStart && !f.start_date) || (kind.datesRequired && !f.due_date) || halfRange) {
    errors.dates = serverText(REPORT_MESSAGES.datesRequired);
  }
  if (kind.required.includes("user") && !f.user_id) errors.user = serverText(REPORT_MESSAGES.userRequired);
  if (kind.required.includes("project") && !f.project_id) errors.project = serverText(REPORT_MESSAGES.projectRequired);
  if (kind.required.includes("milestone") && !f.milestone_id)
    errors.milestone = serverText(REPORT_MESSAGES.milestoneRequired);
  return errors;
}
