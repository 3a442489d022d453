import type { activityReportQuery } from "@cairn/shared";
import type { z } from "zod";
import { queryModeSlot } from "../../core/http/query-mode";

/** `GET pm/v2/activities?report=user-activities`: a report page instead of the feed (the reports module's). */
export const activitiesReportMode = queryModeSlot<z.output<typeof activityReportQuery>>("report");
