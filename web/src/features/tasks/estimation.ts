/** Estimation is stored in minutes and written as hours:minutes ("1:30"); a bare number means hours. */
export function formatEstimation(minutes: number): string {
  if (!minutes) return "";
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Minutes from "1:30", "0:45" or "2"; "" is 0; null when it cannot be read. */
export function parseEstimation(text: string): number | null {
  const value = text.trim();
  if (value === "") return 0;
  const match = /^(\d{1,5})(?::([0-5]?\d))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}
