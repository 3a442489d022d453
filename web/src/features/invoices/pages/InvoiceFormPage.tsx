import { formatMoney, invoiceTotals, routeTo } from "@cairn/shared";
import { invoiceBody } from "@cairn/shared/schemas/invoices";
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { z } from "zod";
import { ApiError, get, type Item } from "../../../api/client";
import { useProject, useProjectId } from "../../../api/project";
import { todayIso, userLocale } from "../../../components/DateText";
import { PageLoader } from "../../../components/PageLoader";
import { RefusalAlert } from "../../../components/RefusalAlert";
import { useApiForm } from "../../../components/useApiForm";
import { ClientAddressButton } from "../components/ClientAddressButton";
import { LineEditor } from "../components/LineEditor";
import { ManagersOfProject } from "../components/ManagersOfProject";
import { TotalsTable } from "../components/TotalsTable";
import { type UnbilledLines, UnbilledTimeButton } from "../components/UnbilledTimeButton";
import { useInvoice, useSaveInvoice } from "../hooks";
import type { Invoice, InvoiceInput } from "../types";

/** The invoice's body as the form holds it: no client chosen yet is null, which the body leaves out. */
const invoiceFormBody = z.preprocess(
  (v) => (v && typeof v === "object" && "client_id" in v && v.client_id === null ? { ...v, client_id: undefined } : v),
  invoiceBody,
);

/** The inputs that show their own field's message; the alert above the form lists the rest (the lines'). */
const INPUTS = new Set([
  "client_id",
  "title",
  "start_at",
  "due_date",
  "discount",
  "partial_amount",
  "terms",
  "client_note",
]);

const empty = (): InvoiceInput => ({
  client_id: null,
  title: "",
  start_at: null,
  due_date: todayIso(),
  discount: "",
  partial: false,
  partial_amount: "",
  terms: "",
  client_note: "",
  items: { entryTasks: [], entryNames: [] },
});

const fromInvoice = (i: Invoice): InvoiceInput => ({
  client_id: i.client_id,
  title: i.title,
  start_at: i.start_at,
  due_date: i.due_date,
  discount: String(i.discount),
  partial: i.partial,
  partial_amount: i.partial_amount === null ? "" : String(i.partial_amount),
  terms: i.terms,
  client_note: i.client_note,
  items: i.items,
});

/** New invoice, or the edit form of one (`invoice_id`); totals follow every keystroke. */
export default function InvoiceFormPage() {
  const { invoiceId } = useParams();
  const projectId = useProjectId();
  const id = invoiceId ? Number(invoiceId) : null;
  const existing = useInvoice(projectId, id);
  if (id && !existing.data) return <PageLoader />;
  return (
    <ManagersOfProject projectId={projectId}>
      <InvoiceForm
        key={id ?? "new"}
        projectId={projectId}
        id={id}
        initial={existing.data ? fromInvoice(existing.data) : empty()}
        billed={existing.data?.time_logs ?? []}
        currency={existing.data?.currency}
      />
    </ManagersOfProject>
  );
}

function InvoiceForm({
  projectId,
  id,
  initial,
  billed: billedBefore,
  currency: own,
}: {
  projectId: number;
  id: number | null;
  initial: InvoiceInput;
  billed: UnbilledLines["logs"];
  currency?: string;
}) {
  const { t } = useTranslation("invoices");
  const navigate = useNavigate();
  const project = useProject(projectId).data;
  const save = useSaveInvoice(projectId, id);
  const { form: f, submit, pending } = useApiForm({ schema: invoiceFormBody, initialValues: initial, write: save });
  // The time logs the task lines bill: the invoice's own, and those added; a log goes with its task's lines.
  const [billed, setBilled] = useState(billedBefore);
  const form = f.values;
  const workspaceCurrency = useQuery({
    queryKey: ["invoices", projectId, "currency"],
    queryFn: async () =>
      (await get<Item<{ currency: string }>>(`pm-pro/v2/projects/${projectId}/invoice/currency`)).data.currency,
    enabled: !own,
  });
  const currency = own ?? workspaceCurrency.data ?? "USD";
  const lines = [
    ...form.items.entryTasks.map((l) => ({ rate: l.amount, quantity: l.hour, tax: l.tax })),
    ...form.items.entryNames.map((l) => ({ rate: l.amount, quantity: l.quantity, tax: l.tax })),
  ];
  const totals = invoiceTotals(lines, { discount: form.discount, currency });
  const amounts = totals.lines.map((l) => formatMoney(l.base, currency, userLocale()));
  const taskCount = form.items.entryTasks.length;
  const members = (project?.assignees?.data ?? []).map((m) => ({ value: String(m.id), label: m.display_name }));
  // What no input shows: the lines' messages, the refusals that name no field.
  const fieldless = save.error instanceof ApiError && Object.keys(save.error.params).length === 0;
  const unplaced = [
    ...Object.entries(f.errors)
      .filter(([path]) => !INPUTS.has(path))
      .map(([, message]) => String(message)),
    ...(fieldless ? (save.error as ApiError).messages : []),
  ];
  const send = submit(async (_body, typed) => {
    const lineTasks = new Set(typed.items.entryTasks.map((l) => l.task_id));
    const time_log_ids = billed.filter((l) => lineTasks.has(l.task_id)).map((l) => l.id);
    const res = await save.mutateAsync({ ...typed, time_log_ids });
    void navigate(routeTo("invoice", { project_id: projectId, invoice_id: res.data.id }));
  });
  return (
    <form onSubmit={send}>
      <Stack gap="md" maw={1000}>
        <Title order={2}>{id ? t("edit") : t("new")}</Title>
        {/* The spec's form lists each entry of the refusal (data.error): line errors have no field of their own. */}
        <RefusalAlert messages={unplaced} title={t("form.refused")} />
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Stack gap={4} align="flex-start">
              <Select
                label={t("form.client")}
                data={members}
                value={form.client_id ? String(form.client_id) : null}
                onChange={(v) => f.setFieldValue("client_id", v ? Number(v) : null)}
                searchable
                w="100%"
                required
                error={f.errors.client_id}
              />
              <ClientAddressButton
                clientId={form.client_id}
                clientName={members.find((m) => m.value === String(form.client_id))?.label ?? ""}
              />
            </Stack>
            <TextInput label={t("form.title")} {...f.getInputProps("title")} required maxLength={255} />
            <DateInput label={t("form.start")} {...f.getInputProps("start_at")} valueFormat="YYYY-MM-DD" clearable />
            <DateInput label={t("form.due")} {...f.getInputProps("due_date")} valueFormat="YYYY-MM-DD" />
            <TextInput label={t("form.discount")} inputMode="decimal" {...f.getInputProps("discount")} />
            <Group align="flex-end" gap="sm">
              <Checkbox label={t("form.partial")} {...f.getInputProps("partial", { type: "checkbox" })} mb={8} />
              {form.partial && (
                <TextInput label={t("form.partialAmount")} inputMode="decimal" {...f.getInputProps("partial_amount")} />
              )}
            </Group>
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="md">
            <LineEditor
              kind="task"
              lines={form.items.entryTasks}
              amounts={amounts.slice(0, taskCount)}
              onChange={(entryTasks) => f.setFieldValue("items", { ...form.items, entryTasks })}
            />
            <UnbilledTimeButton
              projectId={projectId}
              taken={new Set(billed.map((l) => l.id))}
              onAdd={(added) => {
                f.setValues((v) => ({
                  items: {
                    entryNames: v.items?.entryNames ?? [],
                    entryTasks: [...(v.items?.entryTasks ?? []), ...added.entryTasks],
                  },
                }));
                setBilled((old) => [...old, ...added.logs]);
              }}
            />
            <LineEditor
              kind="name"
              lines={form.items.entryNames}
              amounts={amounts.slice(taskCount)}
              onChange={(entryNames) => f.setFieldValue("items", { ...form.items, entryNames })}
            />
            <TotalsTable totals={totals.minor} currency={currency} />
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea label={t("form.terms")} {...f.getInputProps("terms")} autosize minRows={2} />
          <Textarea label={t("form.note")} {...f.getInputProps("client_note")} autosize minRows={2} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {t("form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
