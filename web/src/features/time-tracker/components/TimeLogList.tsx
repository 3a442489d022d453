import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { formatDate, formatDateTime } from "../../../components/DateText";
import { clock } from "../clock";
import { useTimeLogWrites } from "../hooks";
import type { TimeLog, TrackedTask } from "../types";

type Props = { task: TrackedTask; logs: TimeLog[] };

/** Each person's total, largest first, from the logs the server sent. */
export function totalsPerPerson(logs: TimeLog[]) {
  const totals = new Map<number, { name: string; seconds: number }>();
  for (const log of logs) {
    const entry = totals.get(log.created_by) ?? { name: log.user.data?.display_name ?? "", seconds: 0 };
    entry.seconds += log.total;
    totals.set(log.created_by, entry);
  }
  return [...totals.entries()].map(([id, v]) => ({ id, ...v })).sort((a, b) => b.seconds - a.seconds);
}

/** Everybody's time on the task: a badge per person with his total, then the logs, newest first. */
export function TimeLogList({ task, logs }: Props) {
  const { t } = useTranslation("time-tracker");
  const { remove } = useTimeLogWrites(task);
  const del = async (log: TimeLog, when: string) => {
    const text = clock(log.total, false);
    if (!(await confirmAction({ message: t("log.deleteMessage", { clock: text, date: when }) }))) return;
    remove.mutate(log);
  };
  return (
    <Stack gap="xs">
      <Group gap={6} data-testid="time-per-user">
        {totalsPerPerson(logs).map((p) => (
          <Badge key={p.id} variant="light" color="gray" tt="none">
            {t("log.perUser", { name: p.name, clock: clock(p.seconds, false) })}
          </Badge>
        ))}
      </Group>
      <Table verticalSpacing={4} fz="sm" data-testid="time-logs">
        <Table.Tbody>
          {logs.map((log) => {
            const when = log.custom ? formatDate(log.start.date) : formatDateTime(log.start);
            return (
              <Table.Tr key={log.id}>
                <Table.Td>{log.user.data?.display_name}</Table.Td>
                <Table.Td c="dimmed">
                  {when}
                  {log.custom && ` · ${t("log.custom")}`}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                  {log.run_status ? (
                    <Text span c="red.7" size="sm">
                      {t("log.runningNow")}
                    </Text>
                  ) : (
                    clock(log.total)
                  )}
                </Table.Td>
                <Table.Td w={36}>
                  {log.meta.can_delete && (
                    <Tooltip label={t("log.delete")}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        onClick={() => void del(log, when)}
                        aria-label={t("log.deleteLabel", { clock: clock(log.total, false), date: when })}
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
