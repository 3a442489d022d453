import { Button, Stack, Table, Text, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { PagePagination } from "../../../components/PagePagination";
import { useDeliveries, useWebhookWrites, type Webhook, type WebhookDelivery, type WebhookScope } from "../api";
import { StatusBadge } from "./StatusBadge";

/** A delivery's outcome: its status code when one came back, and whether it was delivered. */
function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation("webhooks");
  const ok = delivery.state === "delivered";
  return (
    <StatusBadge ok={ok} title={delivery.error ?? undefined}>
      {delivery.status_code ?? t("log.noAnswer")} · {ok ? t("log.delivered") : t("log.failed")}
    </StatusBadge>
  );
}

/** An endpoint's delivery log, newest first: one row per attempt, each resendable under its webhook-id. */
export function DeliveryLog({ scope, hook }: { scope: WebhookScope; hook: Webhook }) {
  const { t } = useTranslation("webhooks");
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(scope, hook.id, page);
  const { resend } = useWebhookWrites(scope);
  const answer = deliveries.data;
  return (
    <Stack gap="sm" data-testid="webhook-deliveries">
      <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
        {t("log.title", { url: hook.url })}
      </Title>
      {!answer ? (
        <PageLoader rows={2} />
      ) : answer.data.length === 0 ? (
        <EmptyState message={t("log.empty")} icon={<IconSend size={18} />} compact />
      ) : (
        <>
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="xs" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  {(["event", "status", "duration", "attempt", "time", "action"] as const).map((c) => (
                    <Table.Th key={c} scope="col">
                      {t(`log.columns.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data.map((d) => (
                  <Table.Tr key={d.id} data-testid="webhook-delivery-row">
                    <Table.Td>
                      <code>{d.event}</code>
                    </Table.Td>
                    <Table.Td miw={170}>
                      {/* At the badge's own width: stretched to a narrow column it would cut its words. */}
                      <Stack gap={2} align="flex-start">
                        <DeliveryStatus delivery={d} />
                        {d.error && (
                          <Text size="xs" c="dimmed">
                            {d.error}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{d.duration_ms === null ? "" : t("log.ms", { ms: d.duration_ms })}</Table.Td>
                    <Table.Td>{d.attempt}</Table.Td>
                    <Table.Td>{formatDateTime(d.created_at)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={!hook.active}
                        loading={resend.isPending && resend.variables?.deliveryId === d.id}
                        aria-label={t("log.resendLabel", { event: d.event, time: formatDateTime(d.created_at) })}
                        onClick={() => resend.mutate({ id: hook.id, deliveryId: d.id })}
                      >
                        {t("log.resend")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagePagination total={answer.meta.pagination.total_pages} value={page} onChange={setPage} />
        </>
      )}
      <Text size="xs" c="dimmed">
        {t("log.kept")}
      </Text>
    </Stack>
  );
}
