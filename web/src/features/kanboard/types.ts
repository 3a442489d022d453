/** The board as the server answers it (packages/shared/src/answers/kanboard.ts). */
export type {
  KanboardAutomation as Automation,
  KanboardCard as Card,
  KanboardColumn as Column,
  ListViewType,
} from "@cairn/shared";

import type { KanboardAutomation } from "@cairn/shared";

export type AutomationType = KanboardAutomation["type"];
