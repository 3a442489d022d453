import { z } from "zod";
import { REPORT_MESSAGES } from "../messages-reports";
import { fromReportDate, PERSONAL_REPORT_MESSAGES as M, PERSONAL_REPORT_FOR } from "../personal-report";
import { zId } from "./primitives";
import { plusYears, refuseUnknownKeys } from "./reports";

/** A day as the personal report's call sends it (MM/DD/YYYY), read as `YYYY-MM-DD`. */
const zReportDate = z
  .string({ error: (issue) => (issue.input === undefined ? M.datesRequired : M.dateFormat) })
  .transform((value, ctx) => {
    const day = fromReportDate(value);
    if (day === null) {
      ctx.addIssue({ code: "custom", message: M.dateFormat });
      return z.NEVER;
    }
    return day;
  });

const KEYS = ["type", "users", "startDate", "endDate", "report_for"];

/**
 * `GET pm-pro/v2/report-summary`: the spec's `type=user`, `users={id}` (the caller when absent), `startDate` and
 * `endDate` (MM/DD/YYYY, both days counted, at most 5 years apart), and our `report_for` (task by default).
 */
export const personalReportQuery = z
  .looseObject({
    type: z.literal("user", { error: M.typeUser }),
    users: zId.optional(),
    startDate: zReportDate,
    endDate: zReportDate,
    report_for: z.enum(PERSONAL_REPORT_FOR, { error: M.reportFor }).optional(),
  })
  .superRefine((q, ctx) => {
    refuseUnknownKeys(q, KEYS, ctx);
    // Dates are YYYY-MM-DD by now, so they compare as strings.
    if (typeof q.startDate !== "string" || typeof q.endDate !== "string") return;
    if (q.startDate > q.endDate) ctx.addIssue({ code: "custom", message: M.rangeOrder, path: ["endDate"] });
    else if (q.endDate > plusYears(q.startDate, 5)) {
      ctx.addIssue({ code: "custom", message: REPORT_MESSAGES.rangeTooLong, path: ["endDate"] });
    }
  });
export type PersonalReportQuery = z.infer<typeof personalReportQuery>;
