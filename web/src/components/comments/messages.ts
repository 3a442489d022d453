/** Texts of the comment threads: their namespace; the texts are in i18n/components.<language>.ts. */
export const COMMENTS_NS = "comments";
