import { z } from "zod";
import { apiDateAnswer, itemAnswer, listAnswer, pageAnswer, writtenAnswer } from "./common";
import { projectRefAnswer } from "./projects";

/** A shop product Cairn knows (server/src/modules/store-link/products.ts): its id is the shop's, as text. */
export const storeProductAnswer = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  /** How Cairn first learnt of it: "manual" or "order". */
  source: z.string(),
  created_at: apiDateAnswer,
  /** The last order (or edit) that named it. */
  seen_at: apiDateAnswer,
});
export type StoreProduct = z.infer<typeof storeProductAnswer>;

/** Who joins each project a link makes, with which role. */
export const storeAssigneeAnswer = z.object({
  user_id: z.number().int(),
  role_id: z.number().int(),
  display_name: z.string(),
  email: z.string(),
});
export type StoreAssignee = z.infer<typeof storeAssigneeAnswer>;

/** A link (store-link/links.ts): products → a template project, and the people each copy gets. */
export const storeLinkAnswer = z.object({
  id: z.number().int(),
  product_ids: z.array(z.string()),
  products: z.array(storeProductAnswer),
  project_id: z.number().int(),
  /** The template project; null once it is gone. */
  project: projectRefAnswer.nullable(),
  assignees: z.array(storeAssigneeAnswer),
  created_at: apiDateAnswer,
  updated_at: apiDateAnswer,
});
export type StoreLink = z.infer<typeof storeLinkAnswer>;

/** The webhook's setup: its whole address (a credential: global managers only) and whether a secret is set. */
export const storeSettingsAnswer = z.object({ webhook_url: z.string().nullable(), secret_set: z.boolean() });
export type StoreSettings = z.infer<typeof storeSettingsAnswer>;

export const storeProductsPageAnswer = pageAnswer(storeProductAnswer);
export const storeProductWrittenAnswer = writtenAnswer(storeProductAnswer);
export const storeLinksAnswer = listAnswer(storeLinkAnswer);
export const storeLinkWrittenAnswer = writtenAnswer(storeLinkAnswer);
export const storeLinkDeletedAnswer = writtenAnswer(z.null());
export const storeSettingsItemAnswer = itemAnswer(storeSettingsAnswer);
export const storeSettingsWrittenAnswer = writtenAnswer(storeSettingsAnswer);

/** What the shop's webhook gets: what became of the delivery, and the linked products an order named. */
export const storeWebhookAnswer = itemAnswer(
  z.object({
    result: z.enum(["pong", "ignored", "not paid", "no linked products", "already handled", "queued"]),
    products: z.array(z.string()).optional(),
  }),
);
