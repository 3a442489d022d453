import { Button, ColorInput, Group, Modal, MultiSelect, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { fieldError } from "../../../components/fieldErrors";
import { useColumnWrites, useListChoices } from "../hooks";
import type { Automation, AutomationType, Column } from "../types";

const TYPES: AutomationType[] = ["none", "todo", "in_progress", "done", "users", "taskStatus"];

type Draft = {
  colour: string;
  type: AutomationType;
  lists: string[];
  users: string[];
  status: "completed" | "incomplete";
};

const draftOf = (column: Column): Draft => {
  const a = column.automation;
  return {
    colour: column.header_background ?? "",
    type: a.type,
    lists: a.type === "todo" ? a.lists.map(String) : [],
    users: a.type === "users" ? a.users.map(String) : [],
    status: a.type === "taskStatus" ? a.status : "completed",
  };
};

function automationOf(d: Draft): Automation {
  switch (d.type) {
    case "todo":
      return { type: "todo", lists: d.lists.map(Number) };
    case "users":
      return { type: "users", users: d.users.map(Number) };
    case "taskStatus":
      return { type: "taskStatus", status: d.status };
    default:
      return { type: d.type };
  }
}

/** A column's header colour and automation (managers); a refusal (another column has the rule) is toasted. */
export function ColumnSettings({
  project,
  column,
  onClose,
}: {
  project: Project;
  column: Column;
  onClose: () => void;
}) {
  const { t } = useTranslation("kanboard");
  const { update } = useColumnWrites(project.id);
  const lists = useListChoices(project.id, true).data ?? [];
  const [draft, setDraft] = useState<Draft>(() => draftOf(column));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: column.id, fields: { header_background: draft.colour || null, automation: automationOf(draft) } },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t("settings.title", { title: column.title })} size={460}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <ColorInput
            label={t("settings.colour")}
            description={t("settings.colourHint")}
            value={draft.colour}
            onChange={(colour) => set({ colour })}
            format="hex"
            swatches={["#e03131", "#f08c00", "#2f9e44", "#1971c2", "#6741d9", "#c2255c", "#495057"]}
            error={fieldError(update.error, "header_background")}
          />
          <Select
            label={t("settings.automation")}
            data={TYPES.map((type) => ({ value: type, label: t(`settings.types.${type}`) }))}
            value={draft.type}
            onChange={(type) => set({ type: (type as AutomationType) ?? "none" })}
            allowDeselect={false}
            error={fieldError(update.error, "automation.type")}
          />
          {draft.type === "todo" && (
            <MultiSelect
              label={t("settings.lists")}
              description={t("settings.listsHint")}
              data={lists.map((l) => ({ value: String(l.id), label: l.title }))}
              value={draft.lists}
              onChange={(ids) => set({ lists: ids })}
              searchable
              error={fieldError(update.error, "automation.lists")}
            />
          )}
          {draft.type === "users" && (
            <MultiSelect
              label={t("settings.users")}
              data={(project.assignees?.data ?? []).map((m) => ({ value: String(m.id), label: m.display_name }))}
              value={draft.users}
              onChange={(ids) => set({ users: ids })}
              searchable
              error={fieldError(update.error, "automation.users")}
            />
          )}
          {draft.type === "taskStatus" && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("settings.status")}
              </Text>
              <SegmentedControl
                data={[
                  { value: "completed", label: t("settings.completed") },
                  { value: "incomplete", label: t("settings.incomplete") },
                ]}
                value={draft.status}
                onChange={(status) => set({ status: status as Draft["status"] })}
              />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("column.cancel")}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t("settings.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
