/**
 * The words @cairn/shared's activityValue writes for stored codes (a status, a priority, "none"), so that a
 * sentence's "from … to …" can be said in the reader's language: each is a key `value.<word>`.
 */
export const ACTIVITY_VALUE_WORDS = [
  "none",
  "incomplete",
  "complete",
  "pending",
  "current",
  "archived",
  "basic",
  "intermediate",
  "advance",
  "low",
  "medium",
  "high",
  "weekly",
  "monthly",
  "annually",
  "daily",
  "never",
  "private",
  "public",
  "payable",
  "not payable",
] as const;
