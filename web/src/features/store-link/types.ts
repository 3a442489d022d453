/** The store link's answers (packages/shared/src/answers/store-link.ts). */
export type { StoreAssignee, StoreLink, StoreProduct, StoreSettings } from "@cairn/shared";

export type StoreLinkInput = {
  product_ids: string[];
  project_id: number | null;
  assignees: { user_id: number | null; role_id: number }[];
};
