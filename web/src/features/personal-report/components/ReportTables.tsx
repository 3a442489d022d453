import type { PersonalReport, PersonalReportTypeRow } from "@cairn/shared/personal-report";
import { Anchor, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../components/DateText";
import { type Column, TotalTable } from "./TotalTable";

type Item = PersonalReport["tasks"]["data"][number];
type ProjectRow = PersonalReport["projects"]["data"][number];

const taskPath = (projectId: number, taskId: number) => `/projects/${projectId}/task-lists/tasks/${taskId}`;

function TypeTable({ title, testId, table }: { title: string; testId: string; table: PersonalReport["task_types"] }) {
  const { t } = useTranslation("personal-report");
  const columns: Column<PersonalReportTypeRow>[] = [
    { key: "type", label: t("tables.type"), cell: (r) => (r.type.data ? r.title : t("noType")) },
    { key: "completed", label: t("tables.completed"), cell: (r) => r.completed, numeric: true },
    { key: "hours", label: t("tables.hours"), cell: (r) => r.estimated_hours_tf, numeric: true },
  ];
  return (
    <TotalTable
      title={title}
      testId={testId}
      columns={columns}
      rows={table.data}
      rowKey={(r) => r.type.data?.id ?? 0}
      totalLabel={t("tables.total")}
      totals={{ completed: table.meta.totals.completed, hours: table.meta.totals.estimated_hours_tf }}
    />
  );
}

/** The report's tables (spec 000): its tasks or sub-tasks, projects, task types and sub-task types, with totals. */
export function ReportTables({ report }: { report: PersonalReport }) {
  const { t } = useTranslation("personal-report");
  const kind = report.report_for;
  const items: Column<Item>[] = [
    { key: "date", label: t("tables.date"), cell: (r) => formatDate(r.completed_at.date) },
    {
      key: "title",
      label: kind === "task" ? t("tables.task") : t("tables.subTask"),
      cell: (r) => (
        <Anchor component={Link} to={taskPath(r.project_id, r.task.data?.id ?? r.id)} size="sm">
          {r.task.data ? `${r.task.data.title} › ${r.title}` : r.title}
        </Anchor>
      ),
    },
    { key: "project", label: t("tables.project"), cell: (r) => r.project_title },
    { key: "type", label: t("tables.type"), cell: (r) => r.type.data?.title ?? t("noType") },
    { key: "estimation", label: t("tables.estimation"), cell: (r) => r.estimation_tf, numeric: true },
  ];
  const projects: Column<ProjectRow>[] = [
    { key: "project", label: t("tables.project"), cell: (r) => r.project.data.title },
    { key: "tasks", label: t("tables.completedTasks"), cell: (r) => r.completed_tasks, numeric: true },
    { key: "taskHours", label: t("tables.taskHours"), cell: (r) => r.estimated_task_hours_tf, numeric: true },
    { key: "subTasks", label: t("tables.completedSubTasks"), cell: (r) => r.completed_sub_tasks, numeric: true },
    { key: "subTaskHours", label: t("tables.subTaskHours"), cell: (r) => r.estimated_sub_task_hours_tf, numeric: true },
  ];
  const p = report.projects.meta.totals;
  const listed = report.tasks.meta;
  return (
    <Stack gap="md">
      <TotalTable
        title={t(`tables.items_${kind}`)}
        testId="table-items"
        columns={items}
        rows={report.tasks.data}
        rowKey={(r) => r.id}
        totalLabel={t("tables.total")}
        totals={{ title: listed.total, estimation: listed.total_hours_tf }}
        note={
          listed.shown < listed.total ? t("tables.partial", { shown: listed.shown, total: listed.total }) : undefined
        }
      />
      <TotalTable
        title={t("tables.projects")}
        testId="table-projects"
        columns={projects}
        rows={report.projects.data}
        rowKey={(r) => r.project.data.id}
        totalLabel={t("tables.total")}
        totals={{
          tasks: p.completed_tasks,
          taskHours: p.estimated_task_hours_tf,
          subTasks: p.completed_sub_tasks,
          subTaskHours: p.estimated_sub_task_hours_tf,
        }}
      />
      <TypeTable title={t("tables.taskTypes")} testId="table-task-types" table={report.task_types} />
      <TypeTable title={t("tables.subTaskTypes")} testId="table-sub-task-types" table={report.sub_task_types} />
    </Stack>
  );
}
