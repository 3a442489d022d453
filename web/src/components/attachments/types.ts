/** A file attached to a discussion, comment or other item, as the server declares it (packages/shared/src/answers). */
export type { Attachment } from "@cairn/shared";
