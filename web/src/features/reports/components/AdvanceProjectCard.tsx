import type { AdvanceReport, AdvanceReportProject, AdvanceReportTask } from "@cairn/shared";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { get } from "../../../api/client";
import { toastError } from "../../../components/toasts";
import { ReportTable } from "./ReportTable";

export type AdvanceTask = AdvanceReportTask;
export type AdvanceProject = AdvanceReportProject;
type AdvanceList = AdvanceProject["task_lists"][number];

/** The next tasks continue the last list shown when they are of the same list. */
export function appendLists(shown: AdvanceList[], next: AdvanceList[]): AdvanceList[] {
  const last = shown.at(-1);
  const [first, ...rest] = next;
  if (last && first && last.id === first.id) {
    return [...shown.slice(0, -1), { ...last, tasks: [...last.tasks, ...first.tasks] }, ...rest];
  }
  return [...shown, ...next];
}

type Props = {
  project: AdvanceProject;
  /** The applied filters (JSON), for asking the next tasks. */
  filters: string;
  columns: string[];
  cell: (column: string, task: AdvanceTask) => string | undefined;
};

/**
 * One project of the advanced report: its lists with their tasks, and "Show more" while the page holds only
 * its first tasks (the server gives the next hundred on request; the CSV has them all).
 */
export function AdvanceProjectCard({ project, filters, columns, cell }: Props) {
  const { t } = useTranslation("reports");
  const [shown, setShown] = useState({ lists: project.task_lists, count: project.shown_tasks });
  const [loading, setLoading] = useState(false);
  const showMore = async () => {
    setLoading(true);
    try {
      const query = { filters, tasks_of: project.id, tasks_offset: shown.count };
      const answer = await get<AdvanceReport>("pm-pro/v2/advance-report", query);
      const next = answer.data[0];
      if (next) setShown((s) => ({ lists: appendLists(s.lists, next.task_lists), count: next.shown_tasks }));
    } catch (err) {
      toastError(err);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Card withBorder data-testid="advance-project">
      <Title order={2} size="h4" mb="xs">
        {project.title}
      </Title>
      {shown.lists.map((list) => (
        <Stack key={list.id} gap={4} mb="sm">
          <Text fw={600} size="sm">
            {list.title}
          </Text>
          <ReportTable columns={columns} rows={list.tasks} cell={cell} minWidth={560} layout="fixed" />
        </Stack>
      ))}
      {shown.count < project.total_tasks && (
        <Group gap="sm">
          <Text size="xs" c="dimmed">
            {t("advanced.shown", { shown: shown.count, total: project.total_tasks })}
          </Text>
          <Button size="xs" variant="light" loading={loading} onClick={() => void showMore()}>
            {t("advanced.showMore", { count: Math.min(100, project.total_tasks - shown.count) })}
          </Button>
        </Group>
      )}
    </Card>
  );
}
