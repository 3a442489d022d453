import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconFlag, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { can, useProject, useProjectId } from "../../../api/project";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { useMilestones, useMilestoneWrites } from "../api";
import { MilestoneCard } from "../components/MilestoneCard";
import { MilestoneForm } from "../components/MilestoneForm";
import type { Milestone, MilestoneInput } from "../types";

type Section = "upcoming" | "late" | "completed";
const SECTIONS: Section[] = ["upcoming", "late", "completed"];

/** The server decides lateness (meta.late), so every screen agrees on it. */
const sectionOf = (m: Milestone): Section =>
  m.status === "complete" ? "completed" : m.meta.late ? "late" : "upcoming";

export default function MilestonesPage() {
  const { t } = useTranslation("milestones");
  const projectId = useProjectId();
  const project = useProject(projectId).data;
  const milestones = useMilestones(projectId);
  const { create, update, remove } = useMilestoneWrites(projectId);
  // null: closed; "new": create; a milestone: edit it.
  const [form, setForm] = useState<Milestone | "new" | null>(null);
  const canCreate = can(project, "create_milestone");
  const canSetPrivacy = can(project, "view_private_milestone");

  if (milestones.isPending) return <PageLoader />;
  const all = milestones.data?.data ?? [];
  const editing = form !== null && form !== "new" ? form : undefined;
  const saving = editing ? update : create;

  const save = (input: MilestoneInput) => {
    const done = { onSuccess: () => setForm(null) };
    if (editing) update.mutate({ id: editing.id, input }, done);
    else create.mutate(input, done);
  };
  const onDelete = async (m: Milestone) => {
    if (await confirmAction()) remove.mutate(m.id);
  };

  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setForm("new")}>
      {t("new")}
    </Button>
  ) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>{t("title")}</Title>
        {/* With no milestone yet, the button stands in the empty state instead. */}
        {all.length > 0 ? newButton : null}
      </Group>
      {all.length === 0 ? (
        <EmptyState message={t("empty")} icon={<IconFlag size={24} />} action={newButton} />
      ) : (
        SECTIONS.map((section) => {
          const items = all.filter((m) => sectionOf(m) === section);
          return (
            <Stack key={section} gap="sm" component="section" aria-labelledby={`milestones-${section}`}>
              <Group gap="xs">
                <Title order={3} size="h4" id={`milestones-${section}`}>
                  {t(`sections.${section}`)}
                </Title>
                <Badge variant="light" color={section === "late" && items.length > 0 ? "red" : "gray"}>
                  {items.length}
                </Badge>
              </Group>
              {items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t(`sectionEmpty.${section}`)}
                </Text>
              ) : (
                items.map((m) => (
                  <MilestoneCard
                    key={m.id}
                    milestone={m}
                    onEdit={() => setForm(m)}
                    onDelete={() => void onDelete(m)}
                    onToggleStatus={() =>
                      update.mutate({ id: m.id, input: { status: m.status === "complete" ? 0 : 1 } })
                    }
                    busy={
                      update.isPending && update.variables?.id === m.id && update.variables.input.status !== undefined
                    }
                  />
                ))
              )}
            </Stack>
          );
        })
      )}
      {form !== null ? (
        <MilestoneForm
          key={editing?.id ?? "new"}
          projectId={projectId}
          milestone={editing}
          canSetPrivacy={canSetPrivacy}
          pending={saving.isPending}
          error={saving.error}
          onSubmit={save}
          onClose={() => {
            setForm(null);
            saving.reset();
          }}
        />
      ) : null}
    </Stack>
  );
}
