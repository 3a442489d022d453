import type { InvoiceNameLine, InvoiceTaskLine } from "@cairn/shared";

/** Invoices as the server answers them (packages/shared/src/answers/invoices.ts). */
export type {
  BillingAddress,
  Invoice,
  InvoiceCheckout,
  InvoiceNameLine,
  InvoiceTaskLine,
  TrackedTime,
  UnbilledLog,
} from "@cairn/shared";

/** A decimal as the form holds it: as typed (text), as answered (a number), or empty. */
type Decimal = number | string | null;

/** A line as the form keeps it: a new line has no id yet. */
export type InvoiceTaskLineDraft = Omit<InvoiceTaskLine, "id" | "amount" | "hour" | "tax"> & {
  id?: number;
  amount: Decimal;
  hour: Decimal;
  tax: Decimal;
};
export type InvoiceNameLineDraft = Omit<InvoiceNameLine, "id" | "amount" | "quantity" | "tax"> & {
  id?: number;
  amount: Decimal;
  quantity: Decimal;
  tax: Decimal;
};

/** What the form sends (POST pm-pro/v2/projects/{id}/invoice[/{inv}]). */
export type InvoiceInput = {
  client_id: number | null;
  title: string;
  start_at: string | null;
  due_date: string | null;
  discount: string;
  partial: boolean;
  partial_amount: string;
  terms: string;
  client_note: string;
  items: { entryTasks: InvoiceTaskLineDraft[]; entryNames: InvoiceNameLineDraft[] };
  time_log_ids?: number[];
};

/** Each status's badge colour; its word is the catalogue's `status.<n>`. */
export const STATUS_COLOR: Record<number, string> = { 0: "gray.7", 1: "teal.9", 3: "yellow.4" };
