import type { GanttLink, GanttLinkType } from "@cairn/shared";

/** A link as it leaves the server: the spec's four fields. */
export const presentLink = (link: { id: number; source: number; target: number; type: number }): GanttLink => ({
  id: link.id,
  source: link.source,
  target: link.target,
  type: link.type as GanttLinkType,
});
