import { Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { taskPlace } from "../../../components/taskPlace";
import { useAddSprintTasks, useCandidateTasks } from "../hooks";
import type { Sprint } from "../types";

/** Picks open tasks of current lists of the sprint's projects (each with its project and list) (those the reader sees, not yet in it) and adds them in one call. */
export function AddTasksModal({ sprint, onClose }: { sprint: Sprint; onClose: () => void }) {
  const { t } = useTranslation("sprints");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<number[]>([]);
  const projectIds = (sprint.projects?.data ?? []).map((p) => p.project_id);
  const candidates = useCandidateTasks(projectIds, debounced.trim(), true);
  const inSprint = new Set((sprint.tasks?.data ?? []).map((x) => x.id));
  const rows = (candidates.data ?? []).filter((c) => !inSprint.has(c.id));
  const add = useAddSprintTasks(sprint.id);
  const toggle = (id: number, on: boolean) => setChosen((old) => (on ? [...old, id] : old.filter((x) => x !== id)));

  return (
    <Modal opened onClose={onClose} title={t("addTasks.title")} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t("addTasks.search")}
          data-autofocus
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {candidates.isPending ? (
          <Loader size="sm" aria-label={t("addTasks.loading")} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("addTasks.none")}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {rows.map((c) => (
                <li key={c.id}>
                  <Checkbox
                    label={c.title}
                    description={taskPlace({ project: c.project?.data.title, list: c.task_list?.data.title })}
                    checked={chosen.includes(c.id)}
                    onChange={(e) => toggle(c.id, e.currentTarget.checked)}
                  />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("form.cancel")}
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={add.isPending}
            onClick={() => add.mutate(chosen, { onSuccess: onClose })}
          >
            {t("addTasks.submit", { count: Math.max(chosen.length, 1) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
