import { Alert, Button, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconPlus, IconRun } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useMe } from "../../../api/me";
import { routeTo } from "../../../app/route-names";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { PagePagination } from "../../../components/PagePagination";
import { SprintFormModal } from "../components/SprintFormModal";
import { SprintListItem } from "../components/SprintListItem";
import { useManagedProjects, useSprints } from "../hooks";
import type { Sprint } from "../types";

const pageAddress = (status: Sprint["status"], page: number) =>
  status === "active"
    ? page > 1
      ? routeTo("sprints_pagination", { current_page_number: page })
      : routeTo("sprints")
    : page > 1
      ? routeTo("completed_sprint_pagination", { current_page_number: page })
      : routeTo("completed_sprint");

/**
 * The sprint list (active) and the completed sprints (spec 001: completed_sprint and
 * completed_sprint_pagination), paged; the tabs and page numbers are addresses, so back and forward work.
 */
export default function SprintsPage({ status }: { status: Sprint["status"] }) {
  const { t } = useTranslation("sprints");
  const navigate = useNavigate();
  const page = Math.max(1, Number(useParams().current_page_number) || 1);
  const sprints = useSprints(status, page);
  const manager = Boolean(useMe().data?.capabilities.manage);
  const managed = useManagedProjects(manager);
  const [creating, setCreating] = useState(false);
  const rows = sprints.data?.data ?? [];
  // Starting a sprint needs manage rights in its projects: global managers, or managers of at least one.
  const mayCreate = manager || (managed.data?.length ?? 0) > 0;

  const newSprint = mayCreate ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t("newSprint")}
    </Button>
  ) : null;
  // No active sprint: the button stands in the empty state instead of the header.
  const emptyActive = status === "active" && !sprints.isPending && !sprints.isError && rows.length === 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t("title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("intro")}
          </Text>
        </Stack>
        {!emptyActive && newSprint}
      </Group>
      <Tabs value={status} onChange={(v) => v && navigate(pageAddress(v as Sprint["status"], 1))}>
        <Tabs.List>
          <Tabs.Tab value="active">{t("tabs.active")}</Tabs.Tab>
          <Tabs.Tab value="completed">{t("tabs.completed")}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {sprints.isPending ? (
        <PageLoader rows={3} />
      ) : sprints.isError ? (
        <Alert color="red" title={t("loadError")}>
          <Button variant="light" color="red" size="xs" onClick={() => void sprints.refetch()}>
            {t("common:retry")}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          message={status === "active" ? t("emptyActive") : t("emptyCompleted")}
          icon={<IconRun size={24} />}
          action={status === "active" ? newSprint : undefined}
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t(`tabs.${status}`)}>
          {rows.map((s) => (
            <SprintListItem key={s.id} sprint={s} />
          ))}
        </Stack>
      )}
      <PagePagination
        total={sprints.data?.meta.pagination.total_pages ?? 1}
        value={page}
        onChange={(n) => navigate(pageAddress(status, n))}
      />
      {creating && (
        <SprintFormModal
          onClose={() => setCreating(false)}
          onSaved={() => (status === "completed" || page !== 1 ? navigate(pageAddress("active", 1)) : undefined)}
        />
      )}
    </Stack>
  );
}
