/**
 * A boolean setting as stored: real booleans from this app, and the original product's "true"/"false",
 * "1"/"0" and 1/0. Anything else (unset included) is the default; the original reads unset as on.
 */
export function settingOn(value: unknown, fallback = true): boolean {
  if (value === true || value === 1 || value === "1" || value === "true") return true;
  if (value === false || value === 0 || value === "0" || value === "false") return false;
  return fallback;
}

/** The landing page the front_end_page setting names, or null. */
export type FrontEndPageSetting = { page_id: number; post_title: string };

export function frontEndPageOf(value: unknown): FrontEndPageSetting | null {
  if (!value || typeof value !== "object") return null;
  const { page_id, post_title } = value as Record<string, unknown>;
  const id = Number(page_id);
  return Number.isInteger(id) && id > 0 ? { page_id: id, post_title: String(post_title ?? "") } : null;
}
