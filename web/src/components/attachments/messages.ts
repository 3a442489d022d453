/** Texts of the attachments: their namespace; the texts are in i18n/components.<language>.ts. */
export const ATTACHMENTS_NS = "attachments";
