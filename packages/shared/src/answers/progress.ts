import type { z } from "zod";
import { activityFeedAnswer } from "./activities";

/** `GET pm-pro/v2/progress`: a page of every project's activity, as any feed (answers/activities.ts). */
export const progressPageAnswer = activityFeedAnswer;
export type ProgressPage = z.infer<typeof progressPageAnswer>;
