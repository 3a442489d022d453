/**
 * The answers' shapes the whole app reads, as the server declares them (packages/shared/src/answers): one
 * declaration serves the server's serialiser and these types.
 */
export type { ActivityAnswer as Activity, ApiDate, Me, Member, Project, User } from "@cairn/shared";
