import { ActionIcon, Badge, Box, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { formatDate, formatDateTime } from "../../../components/DateText";
import { clock } from "../clock";
import { useTimeLogWrites } from "../hooks";
import type { OthersTime, TimeLog, TrackedTask } from "../types";
import { LogBilling } from "./LogBilling";

type Props = { task: TrackedTask; time: OthersTime };

/**
 * Everybody's time on the task: a badge per person with his total, then the logs, newest first, each with
 * whether it is billed or billable.
 */
export function TimeLogList({ task, time }: Props) {
  const { t } = useTranslation("time-tracker");
  const { remove } = useTimeLogWrites(task);
  const logs = time.data;
  const { total } = time.meta.pagination;
  const del = async (log: TimeLog, when: string) => {
    const text = clock(log.total, false);
    if (!(await confirmAction({ message: t("log.deleteMessage", { clock: text, date: when }) }))) return;
    remove.mutate(log);
  };
  return (
    <Stack gap="xs">
      <Group gap={6} data-testid="time-per-user">
        {time.meta.users.map((p) => (
          <Badge key={p.user.data.id} variant="light" color="gray" tt="none">
            {t("log.perUser", { name: p.user.data.display_name, clock: clock(p.total, false) })}
          </Badge>
        ))}
      </Group>
      {total > logs.length && (
        <Text size="xs" c="dimmed">
          {t("log.newest", { shown: logs.length, total })}
        </Text>
      )}
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
                  {/* A phone has no room for a column of its own: under the day. */}
                  <Box hiddenFrom="sm" mt={4}>
                    <LogBilling task={task} log={log} when={when} />
                  </Box>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <LogBilling task={task} log={log} when={when} />
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
