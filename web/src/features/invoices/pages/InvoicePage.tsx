import { formatMoney, invoiceTotals, routeTo, toMinor } from "@cairn/shared";
import { paymentBody } from "@cairn/shared/schemas/invoices";
import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useDisclosure } from "@mantine/hooks";
import { IconCash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useProjectId } from "../../../api/project";
import { formatDate, userLocale } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { useApiForm } from "../../../components/useApiForm";
import { InvoiceStatusBadge } from "../components/InvoiceCells";
import { PayOnline } from "../components/PayOnline";
import { TotalsTable } from "../components/TotalsTable";
import { pdfUrl, useInvoice, useMailInvoice, useRecordPayment } from "../hooks";
import type { Invoice } from "../types";

/** The client's address on one line, in the order the PDF prints it; empty when none is kept. */
const billedTo = (inv: Invoice) =>
  (["name", "address_1", "address_2", "city", "state", "zip", "country"] as const)
    .map((key) => inv.client?.data.address?.[key]?.trim())
    .filter(Boolean)
    .join(", ");

/** One invoice: its lines, totals and payments; managers edit, record payments, download and mail it. */
export default function InvoicePage() {
  const { t } = useTranslation("invoices");
  const projectId = useProjectId();
  const id = Number(useParams().invoiceId);
  const invoice = useInvoice(projectId, id);
  if (invoice.isError) return <Alert color="red">{t("loadError")}</Alert>;
  if (!invoice.data) return <PageLoader />;
  const inv = invoice.data;
  const money = (v: number) => formatMoney(toMinor(v, inv.currency), inv.currency, userLocale());
  const lines = [
    ...inv.items.entryTasks.map((l) => ({ name: l.task, rate: l.amount, count: l.hour, tax: l.tax })),
    ...inv.items.entryNames.map((l) => ({ name: l.name, rate: l.amount, count: l.quantity, tax: l.tax })),
  ];
  const totals = invoiceTotals(
    lines.map((l) => ({ rate: l.rate, quantity: l.count, tax: l.tax })),
    { discount: inv.discount, paid: inv.payments.data.map((p) => p.amount), currency: inv.currency },
  );
  return (
    <Stack gap="md" maw={1000}>
      {inv.can_edit && (
        <Anchor component={Link} to={routeTo("invoice", { project_id: projectId })} size="sm">
          {t("back")}
        </Anchor>
      )}
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>
            #{inv.id} {inv.title}
          </Title>
          <InvoiceStatusBadge status={inv.status} testId="invoice-status" />
        </Group>
        <Group gap="xs">
          <Button component="a" href={pdfUrl(projectId, inv.id)} variant="default" download>
            {t("pdf")}
          </Button>
          {inv.can_edit && <ManagerActions projectId={projectId} invoice={inv} />}
          {!inv.can_edit && inv.totals.due > 0 && <PayOnline projectId={projectId} invoice={inv} />}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {inv.client?.data.display_name} · {inv.start_at ? `${formatDate(inv.start_at)} – ` : ""}
        {formatDate(inv.due_date)}
      </Text>
      {billedTo(inv) && (
        <Text size="sm" data-testid="invoice-client-address">
          {t("billedTo")} {billedTo(inv)}
        </Text>
      )}
      <Paper withBorder p="md">
        <Table.ScrollContainer minWidth={520}>
          <Table data-testid="invoice-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("form.name")}</Table.Th>
                <Table.Th ta="right">{t("form.rate")}</Table.Th>
                <Table.Th ta="right">{t("form.quantity")}</Table.Th>
                <Table.Th ta="right">{t("form.tax")}</Table.Th>
                <Table.Th ta="right">{t("form.amount")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines' order is the invoice's.
                <Table.Tr key={i}>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td ta="right">{money(Number(l.rate ?? 0))}</Table.Td>
                  <Table.Td ta="right">{l.count ?? 1}</Table.Td>
                  <Table.Td ta="right">{l.tax ?? 0}</Table.Td>
                  <Table.Td ta="right">{formatMoney(totals.lines[i].base, inv.currency, userLocale())}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <TotalsTable totals={totals.minor} currency={inv.currency} />
      </Paper>
      <Paper withBorder p="md" component="section" aria-label={t("payments.heading")}>
        <Title order={3} size="h4" mb="sm">
          {t("payments.heading")}
        </Title>
        {inv.payments.data.length === 0 ? (
          // "Record payment" stands in the page's header, for managers.
          <EmptyState message={t("payments.none")} icon={<IconCash size={18} />} compact testId="payments-empty" />
        ) : (
          <Table>
            <Table.Tbody>
              {inv.payments.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatDate(p.date)}</Table.Td>
                  <Table.Td>{money(p.amount)}</Table.Td>
                  <Table.Td>{p.gateway}</Table.Td>
                  {/* A provider's note carries its transaction id, one long word: it wraps rather than widen a phone. */}
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{p.notes}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {(inv.terms || inv.client_note) && (
        <Paper withBorder p="md">
          {inv.terms && <Text size="sm">{inv.terms}</Text>}
          {inv.client_note && (
            <Text size="sm" c="dimmed" mt="xs">
              {inv.client_note}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}

function ManagerActions({ projectId, invoice }: { projectId: number; invoice: Invoice }) {
  const { t } = useTranslation("invoices");
  const [opened, modal] = useDisclosure(false);
  const mail = useMailInvoice(projectId, invoice.id);
  return (
    <>
      <Button variant="default" onClick={() => mail.mutate()} loading={mail.isPending}>
        {t("mail")}
      </Button>
      <Button
        component={Link}
        to={`${routeTo("invoice", { project_id: projectId, invoice_id: invoice.id })}/edit`}
        variant="default"
      >
        {t("edit")}
      </Button>
      <Button onClick={modal.open}>{t("payments.record")}</Button>
      <Modal opened={opened} onClose={modal.close} title={t("payments.record")}>
        <PaymentForm projectId={projectId} invoiceId={invoice.id} onDone={modal.close} />
      </Modal>
    </>
  );
}

/** A payment received for the invoice: its amount, day and a note. */
function PaymentForm({ projectId, invoiceId, onDone }: { projectId: number; invoiceId: number; onDone: () => void }) {
  const { t } = useTranslation("invoices");
  const pay = useRecordPayment(projectId, invoiceId);
  const { form, submit, pending } = useApiForm({
    schema: paymentBody,
    initialValues: { amount: "", date: null as string | null, notes: "" },
    write: pay,
  });
  const save = submit(async (_body, typed) => {
    await pay.mutateAsync(typed);
    onDone();
  });
  return (
    <form onSubmit={save}>
      <Stack gap="sm">
        <TextInput
          label={t("payments.amount")}
          inputMode="decimal"
          {...form.getInputProps("amount")}
          required
          data-autofocus
        />
        <DateInput label={t("payments.date")} {...form.getInputProps("date")} valueFormat="YYYY-MM-DD" clearable />
        <TextInput label={t("payments.notes")} {...form.getInputProps("notes")} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t("payments.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
