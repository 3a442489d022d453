import { formatMoney, invoiceTotals, routeTo } from "@cairn/shared";
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { get, type Item } from "../../../api/client";
import { useProject, useProjectId } from "../../../api/project";
import { todayIso } from "../../../components/DateText";
import { fieldError } from "../../../components/fieldErrors";
import { PageLoader } from "../../../components/PageLoader";
import { RefusalAlert } from "../../../components/RefusalAlert";
import { ClientAddressButton } from "../components/ClientAddressButton";
import { LineEditor } from "../components/LineEditor";
import { ManagersOfProject } from "../components/ManagersOfProject";
import { TotalsTable } from "../components/TotalsTable";
import { TrackedTimeButton } from "../components/TrackedTimeButton";
import { useInvoice, useSaveInvoice } from "../hooks";
import type { Invoice, InvoiceInput } from "../types";

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
        currency={existing.data?.currency}
      />
    </ManagersOfProject>
  );
}

function InvoiceForm({
  projectId,
  id,
  initial,
  currency: own,
}: {
  projectId: number;
  id: number | null;
  initial: InvoiceInput;
  currency?: string;
}) {
  const { t } = useTranslation("invoices");
  const navigate = useNavigate();
  const project = useProject(projectId).data;
  const save = useSaveInvoice(projectId, id);
  const [form, setForm] = useState<InvoiceInput>(initial);
  const workspaceCurrency = useQuery({
    queryKey: ["invoices", projectId, "currency"],
    queryFn: async () =>
      (await get<Item<{ currency: string }>>(`pm-pro/v2/projects/${projectId}/invoice/currency`)).data.currency,
    enabled: !own,
  });
  const currency = own ?? workspaceCurrency.data ?? "USD";
  const set = (patch: Partial<InvoiceInput>) => setForm((f) => ({ ...f, ...patch }));
  const lines = [
    ...form.items.entryTasks.map((l) => ({ rate: l.amount, quantity: l.hour, tax: l.tax })),
    ...form.items.entryNames.map((l) => ({ rate: l.amount, quantity: l.quantity, tax: l.tax })),
  ];
  const totals = invoiceTotals(lines, { discount: form.discount, currency });
  const amounts = totals.lines.map((l) => formatMoney(l.base, currency));
  const taskCount = form.items.entryTasks.length;
  const members = (project?.assignees?.data ?? []).map((m) => ({ value: String(m.id), label: m.display_name }));
  const err = (field: string) => fieldError(save.error, field);
  const submit = () =>
    save.mutate(form, {
      onSuccess: (res) => void navigate(routeTo("invoice", { project_id: projectId, invoice_id: res.data.id })),
    });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md" maw={1000}>
        <Title order={2}>{id ? t("edit") : t("new")}</Title>
        {/* The spec's form lists each entry of the refusal (data.error): line errors have no field of their own. */}
        <RefusalAlert error={save.error} title={t("form.refused")} />
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Stack gap={4} align="flex-start">
              <Select
                label={t("form.client")}
                data={members}
                value={form.client_id ? String(form.client_id) : null}
                onChange={(v) => set({ client_id: v ? Number(v) : null })}
                searchable
                w="100%"
                required
                error={err("client_id")}
              />
              <ClientAddressButton
                clientId={form.client_id}
                clientName={members.find((m) => m.value === String(form.client_id))?.label ?? ""}
              />
            </Stack>
            <TextInput
              label={t("form.title")}
              value={form.title}
              onChange={(e) => set({ title: e.currentTarget.value })}
              required
              maxLength={255}
              error={err("title")}
            />
            <DateInput
              label={t("form.start")}
              value={form.start_at}
              onChange={(v) => set({ start_at: v })}
              valueFormat="YYYY-MM-DD"
              clearable
              error={err("start_at")}
            />
            <DateInput
              label={t("form.due")}
              value={form.due_date}
              onChange={(v) => set({ due_date: v })}
              valueFormat="YYYY-MM-DD"
              error={err("due_date")}
            />
            <TextInput
              label={t("form.discount")}
              inputMode="decimal"
              value={form.discount}
              onChange={(e) => set({ discount: e.currentTarget.value })}
              error={err("discount")}
            />
            <Group align="flex-end" gap="sm">
              <Checkbox
                label={t("form.partial")}
                checked={form.partial}
                onChange={(e) => set({ partial: e.currentTarget.checked })}
                mb={8}
              />
              {form.partial && (
                <TextInput
                  label={t("form.partialAmount")}
                  inputMode="decimal"
                  value={form.partial_amount}
                  onChange={(e) => set({ partial_amount: e.currentTarget.value })}
                  error={err("partial_amount")}
                />
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
              onChange={(entryTasks) => set({ items: { ...form.items, entryTasks } })}
            />
            <TrackedTimeButton
              projectId={projectId}
              onAdd={(found) =>
                setForm((f) => ({
                  ...f,
                  items: { ...f.items, entryTasks: [...f.items.entryTasks, ...found.entryTasks] },
                  time_log_ids: [...(f.time_log_ids ?? []), ...found.time_log_ids],
                }))
              }
            />
            <LineEditor
              kind="name"
              lines={form.items.entryNames}
              amounts={amounts.slice(taskCount)}
              onChange={(entryNames) => set({ items: { ...form.items, entryNames } })}
            />
            <TotalsTable totals={totals.minor} currency={currency} />
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea
            label={t("form.terms")}
            value={form.terms}
            onChange={(e) => set({ terms: e.currentTarget.value })}
            autosize
            minRows={2}
            maxLength={10_000}
          />
          <Textarea
            label={t("form.note")}
            value={form.client_note}
            onChange={(e) => set({ client_note: e.currentTarget.value })}
            autosize
            minRows={2}
            maxLength={10_000}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
