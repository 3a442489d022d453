import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { projects } from "./projects";
import { timeLogs } from "./time";
import { tasks } from "./work";

/**
 * Invoices (module invoice, issue 21). Money and rates are `numeric` (exact decimals), read as strings and
 * summed with packages/shared/src/invoice-math.ts; the currency is the invoice's own, copied from the
 * setting when it is made, so a later change of the setting does not reprice it.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    clientId: integer("client_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    startAt: date("start_at", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    discount: numeric("discount", { precision: 9, scale: 6 }).notNull().default("0"),
    partial: boolean("partial").notNull().default(false),
    partialAmount: numeric("partial_amount", { precision: 18, scale: 6 }),
    terms: text("terms").notNull().default(""),
    clientNote: text("client_note").notNull().default(""),
    currency: text("currency").notNull().default("USD"),
    /** 0 incomplete, 1 complete, 3 partly paid (the spec's codes). */
    status: smallint("status").notNull().default(0),
    createdBy: integer("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("invoices_project_idx").on(t.projectId, t.id), index("invoices_client_idx").on(t.clientId, t.id)],
);

/** A task line (`task` set: rate × hours) or a name line (rate × quantity); an empty quantity counts as 1. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    taskId: integer("task_id").references(() => tasks.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    rate: numeric("rate", { precision: 18, scale: 6 }).notNull(),
    quantity: numeric("quantity", { precision: 18, scale: 6 }),
    tax: numeric("tax", { precision: 9, scale: 6 }).notNull().default("0"),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId, t.order)],
);

export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 18, scale: 6 }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    notes: text("notes").notNull().default(""),
    gateway: text("gateway").notNull().default("manual"),
    /** The provider's transaction id: recorded once, whatever the number of notifications. */
    txnId: text("txn_id"),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId),
    uniqueIndex("invoice_payments_txn_key").on(t.gateway, t.txnId).where(sql`${t.txnId} is not null`),
  ],
);

/** Time logs billed by an invoice: the primary key bills each log once. */
export const invoiceTimeLogs = pgTable(
  "invoice_time_logs",
  {
    timeLogId: integer("time_log_id")
      .primaryKey()
      .references(() => timeLogs.id, { onDelete: "cascade" }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
  },
  (t) => [index("invoice_time_logs_invoice_idx").on(t.invoiceId)],
);

/** A client's billing address (the organisation's is the global setting `invoice_address`). */
export const userAddresses = pgTable("user_addresses", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
