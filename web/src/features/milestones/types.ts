/** Milestones as the server answers them (packages/shared/src/answers/milestones.ts). */
export type {
  Milestone,
  MilestoneList as LinkedList,
  MilestoneTask as LinkedTask,
} from "@cairn/shared";

export type MilestoneInput = {
  title: string;
  description: string;
  achieve_date: string | null;
  privacy?: boolean;
};
