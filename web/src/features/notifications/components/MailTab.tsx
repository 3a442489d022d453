import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { PagePagination } from "../../../components/PagePagination";
import { MailServerCard } from "../../mail-settings/components/MailServerCard";
import { SettingsSection } from "../../settings/components/SettingsSection";
import { useFailedJobs, useMailStatus, useRetryJob, useRunDigest } from "../hooks";

/** Settings → Mail: whether mail is on, the SMTP server, today's digest on demand, and failed jobs. */
export default function MailTab() {
  const { t } = useTranslation("notifications");
  return (
    <Stack gap="md" maw={1000}>
      <MailStatusCard />
      <MailServerCard />
      <SettingsSection heading={t("jobs.heading")} intro={t("jobs.intro")}>
        <FailedJobs />
      </SettingsSection>
    </Stack>
  );
}

function MailStatusCard() {
  const { t } = useTranslation("notifications");
  const status = useMailStatus();
  const digest = useRunDigest();
  if (status.isPending) return <Skeleton height={90} />;
  if (status.isError) return <Alert color="red">{String(status.error)}</Alert>;
  const { enabled, from, digest_hour } = status.data;
  const run = () => digest.mutate();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t("status.heading")}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t("status.heading")}
        </Title>
        <Badge color={enabled ? "teal" : "gray"} variant="light">
          {enabled ? t("status.badgeOn") : t("status.badgeOff")}
        </Badge>
      </Group>
      <Text size="sm" data-testid="mail-status">
        {enabled ? t("status.on", { from, hour: digest_hour }) : t("status.off")}
      </Text>
      {enabled && (
        <Button mt="md" variant="light" onClick={run} loading={digest.isPending}>
          {t("status.runDigest")}
        </Button>
      )}
    </Paper>
  );
}

function FailedJobs() {
  const { t } = useTranslation("notifications");
  const [page, setPage] = useState(1);
  const jobs = useFailedJobs(page);
  const retry = useRetryJob();
  if (jobs.isPending) return <Skeleton height={120} />;
  if (jobs.isError) return <Alert color="red">{t("jobs.loadError")}</Alert>;
  const rows = jobs.data.data;
  if (rows.length === 0) return <EmptyState message={t("jobs.empty")} icon={<IconMailCheck size={24} />} />;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("jobs.kind")}</Table.Th>
              <Table.Th>{t("jobs.error")}</Table.Th>
              <Table.Th>{t("jobs.attempts")}</Table.Th>
              <Table.Th>{t("jobs.failedAt")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>{job.kind}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: "break-word" }}>
                    {job.last_error}
                  </Text>
                </Table.Td>
                <Table.Td>{job.attempts}</Table.Td>
                <Table.Td>{job.finished_at ? formatDateTime(job.finished_at) : ""}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t("jobs.retryLabel", { id: job.id })}
                    loading={retry.isPending && retry.variables === job.id}
                    onClick={() => retry.mutate(job.id)}
                  >
                    {t("jobs.retry")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PagePagination total={jobs.data.meta.pagination.total_pages} value={page} onChange={setPage} />
    </Stack>
  );
}
