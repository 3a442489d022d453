import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { projects } from "./projects";

/**
 * The store link (module store-link): the shop's webhook address token and the shared secret that signs its
 * deliveries. One row (id 1), kept apart from settings, which managers read whole: the secret is never read back.
 */
export const storeLinkSettings = pgTable(
  "store_link_settings",
  {
    id: integer("id").primaryKey(),
    token: text("token").notNull(),
    secret: text("secret"),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("store_link_settings_one_row", sql`${t.id} = 1`)],
);

/** The shop's products Cairn knows: added by hand, or seen in an order. `id` is the shop's own id. */
export const storeProducts = pgTable(
  "store_products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    sku: text("sku").notNull().default(""),
    /** manual | order: how Cairn first learnt of it. */
    source: text("source").notNull(),
    createdAt: createdAt(),
    /** The last order (or edit) that named it. */
    seenAt: timestamp("seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("store_products_name_idx").on(sql`lower(${t.name})`, t.id)],
);

/** A template project the linked products make a copy of, and who joins each copy with which role. */
export const storeLinks = pgTable(
  "store_links",
  {
    id: serial("id").primaryKey(),
    templateProjectId: integer("template_project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** [{user_id, role_id}] */
    assignees: jsonb("assignees").notNull().default([]),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("store_links_template_idx").on(t.templateProjectId)],
);

/** The products of a link; a product belongs to one link at most (its primary key). */
export const storeLinkProducts = pgTable(
  "store_link_products",
  {
    productId: text("product_id")
      .primaryKey()
      .references(() => storeProducts.id, { onDelete: "cascade" }),
    linkId: integer("link_id")
      .notNull()
      .references(() => storeLinks.id, { onDelete: "cascade" }),
  },
  (t) => [index("store_link_products_link_idx").on(t.linkId)],
);

/**
 * The project each order made for each of its products. Its key is what makes an order's projects exactly
 * once: the row is inserted (ON CONFLICT DO NOTHING) in the transaction that copies the template, so a replayed
 * or concurrent delivery finds it there and makes nothing.
 */
export const storeOrderProjects = pgTable(
  "store_order_projects",
  {
    orderId: text("order_id").notNull(),
    productId: text("product_id").notNull(),
    orderNumber: text("order_number").notNull(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    customerId: integer("customer_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] }), index("store_order_projects_project_idx").on(t.projectId)],
);
