import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, type Item, post, type Written } from "../../api/client";
import type { Invoice, InvoiceInput, TrackedTime } from "./types";

/** The spec's list screen shows two invoices a page. */
export const INVOICES_PER_PAGE = 2;
const base = (projectId: number) => `pm-pro/v2/projects/${projectId}/invoice`;
const invoicesKey = (projectId: number) => ["invoices", projectId] as const;

export function useInvoices(projectId: number, page: number) {
  return useQuery({
    queryKey: [...invoicesKey(projectId), "list", page],
    queryFn: ({ signal }) => get<Collection<Invoice>>(base(projectId), { page, per_page: INVOICES_PER_PAGE }, signal),
    placeholderData: (previous) => previous,
  });
}

/** The reader's own invoices as a client, across projects, newest first. */
export function useMyInvoices(page: number) {
  return useQuery({
    queryKey: ["invoices", "mine", page],
    queryFn: ({ signal }) => get<Collection<Invoice>>("pm-pro/v2/invoices", { page, per_page: 15 }, signal),
    placeholderData: (previous) => previous,
  });
}

export function useInvoice(projectId: number, id: number | null) {
  return useQuery({
    queryKey: [...invoicesKey(projectId), "one", id],
    queryFn: async ({ signal }) => (await get<Item<Invoice>>(`${base(projectId)}/${id}`, {}, signal)).data,
    enabled: id !== null && id > 0,
  });
}

export function useSaveInvoice(projectId: number, id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceInput) =>
      post<Written<Invoice>>(id ? `${base(projectId)}/${id}` : base(projectId), input),
    // The form lists a refusal's messages above itself (InvoiceFormPage).
    meta: { listsRefusal: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: invoicesKey(projectId) }),
  });
}

export function useDeleteInvoice(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<Written<null>>(`${base(projectId)}/${id}/delete`),
    onSuccess: () => qc.invalidateQueries({ queryKey: invoicesKey(projectId) }),
  });
}

/** What the payment form (InvoicePage) shows under its inputs. */
const PAYMENT_FIELDS = ["amount", "date", "notes"] as const;

export function useRecordPayment(projectId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payment: { amount: string; date?: string | null; notes?: string }) =>
      post<Written<Invoice>>(`${base(projectId)}/${id}/payment`, payment),
    meta: { inlineFields: PAYMENT_FIELDS },
    onSuccess: () => qc.invalidateQueries({ queryKey: invoicesKey(projectId) }),
  });
}

export function useMailInvoice(projectId: number, id: number) {
  return useMutation({ mutationFn: () => post<Written<{ to: string }>>(`${base(projectId)}/${id}/mail/`) });
}

/** Days of unbilled time to list; either end may be left open. */
export type DayRange = { start: string | null; end: string | null };

/** 'Add unbilled time': the project's unbilled billable logs, by task, in the days asked (all when none). */
export function useUnbilledTime(projectId: number, range: DayRange) {
  const query = { ...(range.start ? { start: range.start } : {}), ...(range.end ? { end: range.end } : {}) };
  return useQuery({
    queryKey: [...invoicesKey(projectId), "unbilled", query],
    queryFn: async ({ signal }) =>
      (await get<Item<TrackedTime>>(`${base(projectId)}/tracked-time`, query, signal)).data,
    // Time is tracked meanwhile: each opening asks again.
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export const pdfUrl = (projectId: number, id: number) => `/api/${base(projectId)}/${id}/pdf?nonce=${Date.now()}`;
