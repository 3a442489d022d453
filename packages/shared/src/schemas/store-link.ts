import { z } from "zod";
import { ROLE_IDS } from "../roles";
import { toStorableText } from "../text";
import { singleLine, zBool, zId, zPage, zPerPage, zTitle } from "./primitives";

export const STORE_LINK_MESSAGES = {
  productIdRequired: "Enter the shop's product id.",
  productIdShape: "A product id is 1 to 100 letters, digits, dots, dashes, colons or underscores.",
  productNameRequired: "Name the product.",
  productSaved: "The product has been saved.",
  productUnknown: "This product is unknown: add it to the products first.",
  productTaken: "This product is linked to another template already.",
  productsRequired: "Choose at least one product.",
  productTwice: "This product is chosen twice.",
  projectRequired: "Choose the template project.",
  projectUnknown: "The template project was not found.",
  userUnknown: "This user was not found.",
  userTwice: "This user is chosen twice.",
  roleInvalid: "Choose a role: manager, co-worker or client.",
  linkCreated: "The product link has been saved.",
  linkUpdated: "The product link has been updated.",
  linkDeleted: "The product link has been removed.",
  linkNotFound: "The product link was not found.",
  secretShort: "The secret must be at least 8 characters.",
  secretLong: "The secret must be at most 200 characters.",
  settingsEmpty: "Send a secret, or ask for a new address.",
  settingsSaved: "The store settings have been saved.",
  wrongUrl: "Wrong Url",
  noSecret: "The store link has no secret yet: set one in Settings → Store link.",
  badSignature: "The signature does not match the secret.",
} as const;

/**
 * A shop's product id as Cairn keeps it: text (WooCommerce sends numbers, other shops may send "prod_12"), with
 * no comma so a list of them fits `?ids=1,2`.
 */
const productIdText = z
  .string()
  .min(1, STORE_LINK_MESSAGES.productIdRequired)
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, STORE_LINK_MESSAGES.productIdShape);
export const zStoreProductId = z
  .union([z.string(), z.number().int().nonnegative()], { error: STORE_LINK_MESSAGES.productIdRequired })
  .transform((v) => String(v).trim())
  .pipe(productIdText);

const sku = z.string({ error: "Must be text." }).trim().max(100, "Must be at most 100 characters.").check(singleLine);

/** `POST pm-pro/v2/woo-project/products`: a product added by hand (one that no order has shown yet). */
export const storeProductBody = z.object({
  id: zStoreProductId,
  name: zTitle(STORE_LINK_MESSAGES.productNameRequired),
  sku: sku.nullable().optional(),
});
export type StoreProductBody = z.infer<typeof storeProductBody>;

export const storeProductsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: zPage,
  per_page: zPerPage.optional(),
});

/** `GET pm-pro/v2/woo-project/project?ids=1,2`: the links holding any of these products (all links without it). */
export const storeLinksQuery = z.object({
  ids: z
    .string()
    .max(10_000)
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(productIdText).max(500, "Too many ids.")),
});

export const storeAssignee = z.object({
  user_id: zId,
  role_id: z.coerce
    .number({ error: STORE_LINK_MESSAGES.roleInvalid })
    .refine((n) => (ROLE_IDS as readonly number[]).includes(n), STORE_LINK_MESSAGES.roleInvalid),
});

/** The spec's save call: `{product_ids, project_id, assignees}`; `project_id` is the template project. */
export const storeLinkBody = z
  .object({
    product_ids: z
      .array(zStoreProductId, { error: STORE_LINK_MESSAGES.productsRequired })
      .min(1, STORE_LINK_MESSAGES.productsRequired)
      .max(100, "Too many products."),
    project_id: z
      .unknown()
      .refine((v) => v !== undefined && v !== null && v !== "", STORE_LINK_MESSAGES.projectRequired)
      .pipe(zId),
    assignees: z.array(storeAssignee).max(100, "Too many assignees.").default([]),
  })
  .superRefine((b, ctx) => {
    const twice = (values: string[], path: (i: number) => (string | number)[], message: string) => {
      const seen = new Set<string>();
      values.forEach((v, i) => {
        if (seen.has(v)) ctx.addIssue({ code: "custom", path: path(i), message });
        seen.add(v);
      });
    };
    twice(b.product_ids, (i) => ["product_ids", i], STORE_LINK_MESSAGES.productTwice);
    twice(
      b.assignees.map((a) => String(a.user_id)),
      (i) => ["assignees", i, "user_id"],
      STORE_LINK_MESSAGES.userTwice,
    );
  });
export type StoreLinkBody = z.infer<typeof storeLinkBody>;

/** `POST pm-pro/v2/woo-project/settings`: the shared secret (never read back) and/or a new webhook address. */
export const storeSettingsBody = z
  .object({
    secret: z
      .string({ error: "Must be text." })
      .min(8, STORE_LINK_MESSAGES.secretShort)
      .max(200, STORE_LINK_MESSAGES.secretLong)
      .check(singleLine)
      .optional(),
    regenerate: zBool.optional(),
  })
  .refine((b) => b.secret !== undefined || b.regenerate === true, {
    message: STORE_LINK_MESSAGES.settingsEmpty,
    path: ["secret"],
  });
export type StoreSettingsBody = z.infer<typeof storeSettingsBody>;

/** The statuses of a paid order: the moment an order's projects are made (WooCommerce's names). */
export const PAID_ORDER_STATUSES = ["processing", "completed"] as const;

/** Text from the shop, made storable rather than refused: a stray control character must not lose an order. */
const shopText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .transform((v) =>
      toStorableText(String(v ?? ""), true)
        .trim()
        .slice(0, max),
    );

const email = z
  .string({ error: "The customer's e-mail is required." })
  .trim()
  .toLowerCase()
  .pipe(z.email("The customer's e-mail is not valid.").max(254));

/** One order as Cairn uses it, whichever format brought it. */
export type StoreOrder = {
  order_id: string;
  number: string;
  status: string;
  customer: { email: string; name: string };
  products: { id: string; name: string; sku: string }[];
};

const orderId = z.union([z.string(), z.number().int().nonnegative()]).transform((v) => String(v).trim());

/**
 * The generic format (shops other than WooCommerce): `{order_id, number?, status, customer: {email, name?},
 * products: [{id, name?, sku?}]}`.
 */
export const genericOrderBody = z
  .object({
    order_id: orderId.pipe(z.string().min(1, "The order id is required.").max(100)),
    number: shopText(100),
    status: z.string({ error: "The order's status is required." }).trim().toLowerCase().max(50),
    customer: z.object({ email, name: shopText(100) }),
    products: z
      .array(z.object({ id: zStoreProductId, name: shopText(255), sku: shopText(100) }))
      .max(500, "Too many products."),
  })
  .transform(
    (o): StoreOrder => ({
      order_id: o.order_id,
      number: o.number || o.order_id,
      status: o.status,
      customer: { email: o.customer.email, name: o.customer.name },
      products: o.products.map((p) => ({ id: p.id, name: p.name || `Product ${p.id}`, sku: p.sku })),
    }),
  );

/**
 * A WooCommerce order as its `order.created` / `order.updated` webhooks send it (the REST API's order): only
 * the fields Cairn reads; the rest is ignored. A line's `product_id` names the product (a variation's parent).
 */
export const wooOrderBody = z
  .object({
    id: orderId.pipe(z.string().min(1, "The order id is required.").max(100)),
    number: shopText(100),
    status: z.string({ error: "The order's status is required." }).trim().toLowerCase().max(50),
    billing: z.object({ email, first_name: shopText(100), last_name: shopText(100) }),
    line_items: z
      .array(z.object({ product_id: zStoreProductId, name: shopText(255), sku: shopText(100) }))
      .max(500, "Too many lines."),
  })
  .transform(
    (o): StoreOrder => ({
      order_id: o.id,
      number: o.number || o.id,
      status: o.status,
      customer: {
        email: o.billing.email,
        name: `${o.billing.first_name} ${o.billing.last_name}`.trim().slice(0, 100),
      },
      products: o.line_items
        // A line of a deleted product has product_id 0: nothing to link.
        .filter((l) => l.product_id !== "0")
        .map((l) => ({ id: l.product_id, name: l.name || `Product ${l.product_id}`, sku: l.sku })),
    }),
  );

/** An order again from the job's stored payload (the same shape the formats produce). */
export const storeOrderPayload = z.object({
  order_id: z.string().min(1).max(100),
  number: z.string().max(100),
  status: z.string().max(50),
  customer: z.object({ email: z.string().max(254), name: z.string().max(100) }),
  products: z.array(z.object({ id: zStoreProductId, name: z.string().max(255), sku: z.string().max(100) })).max(500),
});
