/** Texts of the rich-text editor: their namespace; the texts are in i18n/components.<language>.ts. */
export const RICH_TEXT_NS = "richText";
