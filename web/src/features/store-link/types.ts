/** A shop product as `GET pm-pro/v2/woo-project/products` answers it (ids are text: the shop's own). */
export type StoreProduct = { id: string; name: string; sku: string; source: "manual" | "order" };

export type StoreAssignee = { user_id: number; role_id: number; display_name: string; email: string };

/** A link: products → a template project, and the people each copy gets. */
export type StoreLink = {
  id: number;
  product_ids: string[];
  products: StoreProduct[];
  project_id: number;
  project: { id: number; title: string } | null;
  assignees: StoreAssignee[];
};

export type StoreLinkInput = {
  product_ids: string[];
  project_id: number | null;
  assignees: { user_id: number | null; role_id: number }[];
};

export type StoreSettings = { webhook_url: string | null; secret_set: boolean };
