/** How an activity sentence shows a field's old and new values: stored codes as the words people know. */

const TASK_STATUS = ["incomplete", "complete", "pending"];
const PROJECT_STATUS = ["current", "complete", "pending", "archived"];
const LIST_STATUS = ["archived", "current"];
const COMPLEXITY = ["basic", "intermediate", "advance"];
const PRIORITY = ["low", "medium", "high"];
const RECURRENT: Record<number, string> = {
  0: "none",
  1: "weekly",
  2: "monthly",
  3: "annually",
  4: "daily",
  9: "never",
};

/** A value as a sentence shows it: codes as words, empty as "none". */
export function activityValue(resource: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  const word = (words: readonly string[] | Record<number, string>) =>
    Number.isNaN(n) ? String(value) : ((words as Record<number, string>)[n] ?? String(value));
  if (field === "status") {
    if (resource === "task") return word(TASK_STATUS);
    if (resource === "project") return word(PROJECT_STATUS);
    if (resource === "task_list") return word(LIST_STATUS);
    if (resource === "milestone") return word(["incomplete", "complete"]);
  }
  if (field === "complexity") return word(COMPLEXITY);
  if (field === "priority") return word(PRIORITY);
  if (field === "recurrent") return word(RECURRENT);
  if (field === "payable_status" || field === "privacy") {
    const on = value === true || value === 1 || value === "1" || value === "true";
    return field === "privacy" ? (on ? "private" : "public") : on ? "payable" : "not payable";
  }
  if (field === "estimation" && !Number.isNaN(n)) return `${Math.floor(n / 60)}:${String(n % 60).padStart(2, "0")}`;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
