import { burndownSeries, sprintProgress } from "@cairn/shared/sprint-progress";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { routeTo } from "../../../app/route-names";
import { confirmAction } from "../../../components/confirm";
import { calendarDay, formatDate, todayIso } from "../../../components/DateText";
import { PageLoader } from "../../../components/PageLoader";
import { AddTasksModal } from "../components/AddTasksModal";
import { CompleteSprintModal } from "../components/CompleteSprintModal";
import { SprintFormModal } from "../components/SprintFormModal";
import { SprintProgress } from "../components/SprintProgress";
import { SprintTaskGroups } from "../components/SprintTaskGroups";
import { useDeleteSprint, useSprint } from "../hooks";
import type { Sprint } from "../types";

const BurndownChart = lazy(() => import("../components/BurndownChart"));

/** Each task as the pure progress rules read it: its completion day is the reader's own calendar day. */
const factsOf = (sprint: Sprint) =>
  (sprint.tasks?.data ?? []).map((x) => ({
    status: x.status,
    estimation: x.estimation,
    completedOn: x.status === 1 && x.completed_at?.datetime ? todayIso(new Date(x.completed_at.datetime)) : null,
  }));

/** A sprint: its goal and dates, progress, burndown, and its tasks by project. */
export default function SprintPage() {
  const { t } = useTranslation("sprints");
  const id = Number(useParams().sprint_id);
  const sprint = useSprint(id);
  if (sprint.isPending) return <PageLoader rows={5} />;
  if (sprint.isError) {
    return (
      <Alert color="red" title={t("sprintError")}>
        <Group gap="sm">
          <Button variant="light" color="red" size="xs" onClick={() => void sprint.refetch()}>
            {t("common:retry")}
          </Button>
          <Anchor component={Link} to={routeTo("sprints")} size="sm">
            {t("backToList")}
          </Anchor>
        </Group>
      </Alert>
    );
  }
  return <SprintView sprint={sprint.data} />;
}

function SprintView({ sprint }: { sprint: Sprint }) {
  const { t } = useTranslation("sprints");
  const navigate = useNavigate();
  const [open, setOpen] = useState<"edit" | "add" | "complete" | null>(null);
  const remove = useDeleteSprint(sprint.id);
  const facts = factsOf(sprint);
  const progress = sprintProgress(facts);
  const start = calendarDay(sprint.start_at) ?? "";
  const due = calendarDay(sprint.due_date) ?? start;
  const points = burndownSeries(start, due, todayIso(), facts);
  const active = sprint.status === "active";

  const deleteSprint = async () => {
    const sure = await confirmAction({ title: t("actions.deleteTitle"), message: t("actions.deleteMessage") });
    if (sure) remove.mutate(undefined, { onSuccess: () => navigate(routeTo("sprints")) });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routeTo(active ? "sprints" : "completed_sprint")} size="sm">
        {t("backToList")}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {sprint.title}
            </Title>
            <Badge variant="light" color={active ? "blue" : "gray"}>
              {t(`status.${sprint.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t("dates", { start: formatDate(sprint.start_at), end: formatDate(sprint.due_date) })}
            {sprint.creator?.data && ` · ${t("createdBy", { name: sprint.creator.data.display_name })}`}
            {sprint.completed_at && ` · ${t("completedOn", { date: formatDate(sprint.completed_at) })}`}
          </Text>
          {sprint.goal && <Text style={{ whiteSpace: "pre-wrap" }}>{sprint.goal}</Text>}
        </Stack>
        <Group gap="sm">
          {sprint.meta.can_add_tasks && (
            <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setOpen("add")}>
              {t("tasks.add")}
            </Button>
          )}
          {sprint.meta.can_edit && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={14} />}>
                  {t("actions.menu")}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setOpen("edit")}>{t("actions.edit")}</Menu.Item>
                {sprint.meta.can_complete && (
                  <Menu.Item onClick={() => setOpen("complete")}>{t("actions.complete")}</Menu.Item>
                )}
                <Menu.Item color="red" onClick={deleteSprint}>
                  {t("actions.delete")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md" data-testid="sprint-progress">
          <Title order={2} size="h5" mb="sm">
            {t("progress.label")}
          </Title>
          <SprintProgress progress={progress} />
        </Card>
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="sm">
            {t("burndown.title")}
          </Title>
          {progress.totalMinutes === 0 ? (
            <Text size="sm" c="dimmed">
              {t("burndown.noEstimates")}
            </Text>
          ) : (
            <Suspense fallback={<Skeleton height={240} />}>
              <BurndownChart points={points} totalHours={Math.round((progress.totalMinutes / 60) * 100) / 100} />
            </Suspense>
          )}
        </Card>
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("tasks.title")}
        </Title>
        <SprintTaskGroups sprint={sprint} />
      </Stack>
      {open === "edit" && <SprintFormModal sprint={sprint} onClose={() => setOpen(null)} />}
      {open === "add" && <AddTasksModal sprint={sprint} onClose={() => setOpen(null)} />}
      {open === "complete" && <CompleteSprintModal sprint={sprint} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
