/** Spec §9: card titles are cut to 20 characters, uploaded (pro) files to 25. */
export const TITLE_LIMIT = 20;
export const PRO_FILE_TITLE_LIMIT = 25;

/**
 * The first `limit` characters of a title, with an ellipsis when it was longer. Counts characters,
 * not UTF-16 units, so an emoji or accented name is never cut in half.
 */
export function cutTitle(title: string, limit: number): string {
  const chars = Array.from(title);
  return chars.length > limit ? `${chars.slice(0, limit).join("")}…` : title;
}

export const cardTitleLimit = (type: string) => (type === "pro_file" ? PRO_FILE_TITLE_LIMIT : TITLE_LIMIT);
