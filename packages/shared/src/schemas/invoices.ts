import { z } from "zod";
import { parseDecimal } from "../invoice-math";
import { zBool, zId, zOptionalDate, zTitle } from "./primitives";

export const INVOICE_MESSAGES = {
  titleRequired: "Invoice title is required.",
  clientRequired: "Choose the client.",
  clientNotMember: "The client must be a member of this project.",
  taskNotInProject: "This task is not in this project.",
  logNotInProject: "This time log is not in this project.",
  logBilled: "This time is billed on another invoice already.",
  logRunning: "This time is still being tracked: stop the timer before billing it.",
  logNotPayable: "This time is not billable: mark it billable before billing it.",
  logWithoutLine: "Bill this time with a line of its task.",
  linesRequired: "Add at least one line.",
  number: "Must be a number.",
  notNegative: "Must not be negative.",
  percent: "Must be between 0 and 100.",
  tooLarge: "Must be at most 1,000,000,000.",
  partialAmountRequired: "Enter the minimum partial amount.",
  notFound: "The invoice was not found.",
  created: "Invoice has been created successfully.",
  updated: "Invoice has been updated successfully.",
  deleted: "Invoice has been deleted successfully.",
  paymentRecorded: "Payment has been recorded.",
  mailed: "E-mail send successfully",
  amountPositive: "The amount must be more than 0.",
  amountOverDue: "The amount is more than what is due.",
  amountUnderPartial: "The amount is less than the minimum partial payment.",
  amountMustBeDue: "This invoice is paid in full at once: pay what is due.",
  nothingDue: "Nothing is due on this invoice.",
  gatewayInactive: "Online payment is not set up.",
  addressSaved: "Address has been saved.",
} as const;

/**
 * A decimal given as a number or a numeric string ("12.50"), kept as its canonical string so no float rounds
 * it on the way in. `empty` is what an empty value means (a line's hours or quantity: 1).
 */
const zDecimal = (options: { max?: number; percent?: boolean; empty?: string | null } = {}) =>
  z
    .union([z.number(), z.string()], { error: INVOICE_MESSAGES.number })
    .nullable()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return options.empty ?? null;
      const millionths = parseDecimal(v);
      if (millionths === null) {
        ctx.addIssue({ code: "custom", message: INVOICE_MESSAGES.number });
        return z.NEVER;
      }
      if (millionths < 0n) {
        ctx.addIssue({ code: "custom", message: INVOICE_MESSAGES.notNegative });
        return z.NEVER;
      }
      if (options.percent && millionths > 100_000_000n) {
        ctx.addIssue({ code: "custom", message: INVOICE_MESSAGES.percent });
        return z.NEVER;
      }
      if (millionths > BigInt(options.max ?? 1_000_000_000) * 1_000_000n) {
        ctx.addIssue({ code: "custom", message: INVOICE_MESSAGES.tooLarge });
        return z.NEVER;
      }
      const whole = millionths / 1_000_000n;
      const frac = (millionths % 1_000_000n).toString().padStart(6, "0").replace(/0+$/, "");
      return frac ? `${whole}.${frac}` : `${whole}`;
    });

const shortText = (max: number) =>
  z.string({ error: "Must be text." }).trim().max(max, `Must be at most ${max} characters.`);

/** A task line: `amount` is the rate, `hour` the hours (empty: 1). */
export const invoiceTaskLine = z.object({
  task_id: zId.nullable().optional(),
  task: zTitle("Name the task.", 255),
  amount: zDecimal({ empty: "0" }),
  hour: zDecimal({ empty: null }),
  tax: zDecimal({ percent: true, empty: "0" }),
});

/** A name line: `amount` is the rate, `quantity` how many (empty: 1). */
export const invoiceNameLine = z.object({
  name: zTitle("Name the line.", 255),
  amount: zDecimal({ empty: "0" }),
  quantity: zDecimal({ empty: null }),
  tax: zDecimal({ percent: true, empty: "0" }),
});

export const invoiceBody = z
  .object({
    client_id: zId.optional(),
    title: zTitle(INVOICE_MESSAGES.titleRequired),
    start_at: zOptionalDate,
    due_date: zOptionalDate,
    discount: zDecimal({ percent: true, empty: "0" }),
    partial: zBool.optional(),
    partial_amount: zDecimal({ empty: null }),
    terms: shortText(10_000).optional(),
    client_note: shortText(10_000).optional(),
    items: z
      .object({
        entryTasks: z.array(invoiceTaskLine).max(500).default([]),
        entryNames: z.array(invoiceNameLine).max(500).default([]),
      })
      .default({ entryTasks: [], entryNames: [] }),
    /** Time logs billed by the task lines (the form's 'Add tracked time'): each is billed once only. */
    time_log_ids: z.array(zId).max(5000).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.client_id === undefined)
      ctx.addIssue({ code: "custom", path: ["client_id"], message: INVOICE_MESSAGES.clientRequired });
    if (b.items.entryTasks.length + b.items.entryNames.length === 0) {
      ctx.addIssue({ code: "custom", path: ["items"], message: INVOICE_MESSAGES.linesRequired });
    }
    if (b.partial && (b.partial_amount === null || b.partial_amount === "0")) {
      ctx.addIssue({ code: "custom", path: ["partial_amount"], message: INVOICE_MESSAGES.partialAmountRequired });
    }
  });
export type InvoiceBody = z.infer<typeof invoiceBody>;

export const invoiceListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});

export const paymentBody = z.object({
  amount: zDecimal({ empty: null }),
  date: zOptionalDate,
  notes: shortText(2000).optional(),
  gateway: shortText(50).optional(),
});
export type PaymentBody = z.infer<typeof paymentBody>;

export const paymentValidationBody = z.object({ amount: zDecimal({ empty: null }) });

/** An address as the forms keep it (organisation's or a client's). */
export const invoiceAddress = z.object({
  name: shortText(255).optional(),
  address_1: shortText(255).optional(),
  address_2: shortText(255).optional(),
  city: shortText(100).optional(),
  state: shortText(100).optional(),
  zip: shortText(30).optional(),
  country: shortText(100).optional(),
  email: shortText(255).optional(),
  phone: shortText(50).optional(),
  tax_number: shortText(100).optional(),
});
export type InvoiceAddress = z.infer<typeof invoiceAddress>;

/** The global setting `invoice` (POST pm/v2/settings). */
export const invoiceSettingValue = z.object({
  currency_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "A currency is a three-letter code (USD, EUR, JPY).")
    .default("USD"),
  paypal_mail: z.union([z.literal(""), z.email("Enter the PayPal account's e-mail.")]).default(""),
  sand_box_mode: zBool.default(false),
  gateWays: z
    .array(z.object({ name: shortText(50), label: shortText(100), active: zBool }))
    .max(10)
    .default([{ name: "paypal", label: "PayPal", active: false }]),
});
export type InvoiceSetting = z.infer<typeof invoiceSettingValue>;
