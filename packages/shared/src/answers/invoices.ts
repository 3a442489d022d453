import { z } from "zod";
import { invoiceAddress } from "../schemas/invoices";
import { apiDateAnswer, itemAnswer, pageAnswer, wrapped, writtenAnswer } from "./common";
import { projectRefAnswer } from "./projects";

/** An address as stored from its form (the organisation's or a client's): what was saved comes back. */
export const invoiceAddressAnswer = invoiceAddress;

/** A task line of an invoice (server/src/modules/invoices/present.ts): `amount` the rate, `hour` the hours. */
export const invoiceTaskLineAnswer = z.object({
  id: z.number().int(),
  task_id: z.number().int().nullable(),
  task: z.string(),
  amount: z.number(),
  /** Null counts as 1. */
  hour: z.number().nullable(),
  tax: z.number(),
});

/** A name line: `amount` the rate, `quantity` how many. */
export const invoiceNameLineAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number(),
  /** Null counts as 1. */
  quantity: z.number().nullable(),
  tax: z.number(),
});

/** A payment recorded on an invoice (by hand, or PayPal's notification). */
export const invoicePaymentAnswer = z.object({
  id: z.number().int(),
  amount: z.number(),
  date: z.string(),
  notes: z.string(),
  gateway: z.string(),
  created_at: apiDateAnswer,
});

/** The invoice's client, with his billing address. */
export const invoiceClientAnswer = z.object({
  id: z.number().int(),
  email: z.string(),
  display_name: z.string(),
  address: invoiceAddressAnswer.nullable(),
});

/** An invoice as it leaves the server: its lines, payments and totals (in the currency's major unit). */
export const invoiceAnswer = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  client_id: z.number().int().nullable(),
  client: wrapped(invoiceClientAnswer).nullable(),
  title: z.string(),
  /** Calendar days. */
  start_at: z.string().nullable(),
  due_date: z.string(),
  /** Percent. */
  discount: z.number(),
  partial: z.boolean(),
  partial_amount: z.number().nullable(),
  terms: z.string(),
  client_note: z.string(),
  currency: z.string(),
  /** 0 incomplete, 1 complete (paid), 3 partly paid. */
  status: z.number().int(),
  items: z.object({ entryTasks: z.array(invoiceTaskLineAnswer), entryNames: z.array(invoiceNameLineAnswer) }),
  payments: z.object({ data: z.array(invoicePaymentAnswer) }),
  totals: z.object({
    subtotal: z.number(),
    tax: z.number(),
    discount: z.number(),
    total: z.number(),
    paid: z.number(),
    due: z.number(),
  }),
  created_at: apiDateAnswer,
  updated_at: apiDateAnswer,
  can_edit: z.boolean(),
  /** The time logs it bills, with their tasks (the form keeps those whose task still has a line). */
  time_logs: z.array(z.object({ id: z.number().int(), task_id: z.number().int() })),
  /** In the client's own list across projects (`GET pm-pro/v2/invoices`): the project it bills. */
  project: wrapped(projectRefAnswer).optional(),
});
export type Invoice = z.infer<typeof invoiceAnswer>;
export type InvoiceTaskLine = z.infer<typeof invoiceTaskLineAnswer>;
export type InvoiceNameLine = z.infer<typeof invoiceNameLineAnswer>;

export const invoicesPageAnswer = pageAnswer(invoiceAnswer);
export const invoiceItemAnswer = itemAnswer(invoiceAnswer);
export const invoiceWrittenAnswer = writtenAnswer(invoiceAnswer);
export const invoiceDeletedAnswer = writtenAnswer(z.null());
/** The currency a new invoice gets. */
export const invoiceCurrencyAnswer = itemAnswer(z.object({ currency: z.string() }));
/** The invoice was queued for mail to this address. */
export const invoiceMailedAnswer = writtenAnswer(z.object({ to: z.string() }));

/** An unbilled log as the form's 'Add unbilled time' lists it: who, which day, how long (seconds, billed minutes). */
export const unbilledLogAnswer = z.object({
  id: z.number().int(),
  user: wrapped(z.object({ id: z.number().int(), display_name: z.string() })),
  /** The day it was tracked (custom time: the day typed in), in the reader's time zone. */
  day: z.string(),
  total: z.number().int(),
  /** What it bills: its seconds rounded to the minute. */
  minutes: z.number().int(),
  custom: z.boolean(),
});
export type UnbilledLog = z.infer<typeof unbilledLogAnswer>;

/**
 * The project's unbilled tracked time as task lines for the form (decimals as text, as the form keeps them),
 * with the time logs they bill; `tasks` gives the same logs one by one, by task, to choose from.
 */
export const trackedTimeAnswer = itemAnswer(
  z.object({
    entryTasks: z.array(
      z.object({ task_id: z.number().int(), task: z.string(), amount: z.string(), hour: z.string(), tax: z.string() }),
    ),
    time_log_ids: z.array(z.number().int()),
    tasks: z.array(z.object({ task_id: z.number().int(), task: z.string(), logs: z.array(unbilledLogAnswer) })),
  }),
);
export type TrackedTime = z.infer<typeof trackedTimeAnswer>["data"];

/**
 * PayPal's standard checkout: the page (`action`) and its fields, and `url`, the two as one address that the
 * browser is sent to (the fields as its query).
 */
export const invoiceCheckoutAnswer = itemAnswer(
  z.object({
    action: z.string(),
    url: z.string(),
    fields: z.object({
      cmd: z.string(),
      business: z.string(),
      item_name: z.string(),
      item_number: z.string(),
      amount: z.string(),
      currency_code: z.string(),
      no_shipping: z.string(),
      /** JSON naming the invoice, payer, project and gateway, which the notification brings back. */
      custom: z.string(),
      return: z.string(),
      cancel_return: z.string(),
      notify_url: z.string(),
    }),
  }),
);
export type InvoiceCheckout = z.infer<typeof invoiceCheckoutAnswer>["data"];

/** The organisation's address (the global setting `invoice_address`). */
export const organisationAddressAnswer = itemAnswer(z.object({ value: invoiceAddressAnswer.nullable() }));
export const organisationAddressWrittenAnswer = writtenAnswer(z.object({ value: invoiceAddressAnswer }));

/** A client's billing address and whether the reader may change it. */
export const billingAddressAnswer = z.object({
  user_id: z.number().int(),
  value: invoiceAddressAnswer.nullable(),
  can_edit: z.boolean(),
});
export type BillingAddress = z.infer<typeof billingAddressAnswer>;
export const billingAddressItemAnswer = itemAnswer(billingAddressAnswer);
export const billingAddressWrittenAnswer = writtenAnswer(billingAddressAnswer);

/**
 * What PayPal's notification gets: always 200 (PayPal resends anything else, and reads no body), saying what
 * became of it for the operator's log and the tests ("recorded", "already handled", "not checked", ...).
 */
export const paypalIpnAnswer = itemAnswer(z.object({ result: z.string() }));
