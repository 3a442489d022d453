/** An invoice as the server answers it (server/src/modules/invoices/present.ts). */
export type InvoiceTaskLine = {
  id?: number;
  task_id: number | null;
  task: string;
  amount: number | string | null;
  hour: number | string | null;
  tax: number | string | null;
};
export type InvoiceNameLine = {
  id?: number;
  name: string;
  amount: number | string | null;
  quantity: number | string | null;
  tax: number | string | null;
};
export type Invoice = {
  id: number;
  project_id: number;
  client_id: number | null;
  client: { data: { id: number; email: string; display_name: string; address: Record<string, string> | null } } | null;
  title: string;
  start_at: string | null;
  due_date: string;
  discount: number;
  partial: boolean;
  partial_amount: number | null;
  terms: string;
  client_note: string;
  currency: string;
  status: 0 | 1 | 3;
  items: { entryTasks: InvoiceTaskLine[]; entryNames: InvoiceNameLine[] };
  payments: { data: { id: number; amount: number; date: string; notes: string; gateway: string }[] };
  totals: { subtotal: number; tax: number; discount: number; total: number; paid: number; due: number };
  can_edit: boolean;
  /** Only in the reader's own list across projects (`GET pm-pro/v2/invoices`). */
  project?: { data: { id: number; title: string } };
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
  items: { entryTasks: InvoiceTaskLine[]; entryNames: InvoiceNameLine[] };
  time_log_ids?: number[];
};

export const STATUS_LABEL: Record<number, { label: string; color: string }> = {
  0: { label: "Incomplete", color: "gray.7" },
  1: { label: "Complete", color: "teal.9" },
  3: { label: "Partial", color: "yellow.4" },
};
