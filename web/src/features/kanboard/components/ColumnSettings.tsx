import { updateColumnBody } from "@cairn/shared/schemas/kanboard";
import { Button, ColorInput, Group, Modal, MultiSelect, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { useApiForm } from "../../../components/useApiForm";
import { automationChanged, confirmAssigning } from "../assign-preview";
import { useColumnWrites, useListChoices } from "../hooks";
import type { Automation, AutomationType, Column } from "../types";

const TYPES: AutomationType[] = ["none", "todo", "in_progress", "done", "users", "taskStatus"];

/** The automation as its inputs hold it: every kind's choices kept while another kind is picked. */
type Draft = {
  type: AutomationType;
  lists: string[];
  users: string[];
  status: "completed" | "incomplete";
};

/** The two fields this form sends; the body names them as the form's values do, so refusals land in place. */
const columnSettingsBody = updateColumnBody.pick({ header_background: true, automation: true });

const draftOf = (column: Column): Draft => {
  const a = column.automation;
  return {
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

/**
 * A column's header colour and automation (managers); a refusal (another column has the rule) is toasted. A
 * `users` rule asks first how many cards already here will get its people.
 */
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
  const { form, submit, pending } = useApiForm({
    schema: columnSettingsBody,
    initialValues: { header_background: column.header_background ?? "", automation: draftOf(column) },
    write: update,
  });
  const draft = form.values.automation;
  const set = (patch: Partial<Draft>) => form.setFieldValue("automation", { ...draft, ...patch });
  const save = submit(async (_body, { header_background, automation }) => {
    const next = automationOf(automation);
    // A rule is sent only when it changed: the server applies a saved rule to the column's cards again, and a
    // new colour must not give anyone's card back people removed from it since.
    const changed = automationChanged(column.automation, next);
    if (changed && next.type === "users" && !(await confirmAssigning(project.id, column.id, next.users))) return;
    await update.mutateAsync({
      id: column.id,
      fields: { header_background: header_background || null, ...(changed ? { automation: next } : {}) },
    });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t("settings.title", { title: column.title })} size={460}>
      <form onSubmit={save}>
        <Stack gap="sm">
          <ColorInput
            label={t("settings.colour")}
            description={t("settings.colourHint")}
            {...form.getInputProps("header_background")}
            format="hex"
            // Chromium shows an eye-dropper button beside the input; it needs a name of its own.
            eyeDropperButtonProps={{ "aria-label": t("settings.eyeDropper") }}
            swatches={["#e03131", "#f08c00", "#2f9e44", "#1971c2", "#6741d9", "#c2255c", "#495057"]}
          />
          <Select
            label={t("settings.automation")}
            data={TYPES.map((type) => ({ value: type, label: t(`settings.types.${type}`) }))}
            value={draft.type}
            onChange={(type) => set({ type: (type as AutomationType) ?? "none" })}
            allowDeselect={false}
            error={form.errors["automation.type"]}
          />
          {draft.type === "todo" && (
            <MultiSelect
              label={t("settings.lists")}
              description={t("settings.listsHint")}
              data={lists.map((l) => ({ value: String(l.id), label: l.title }))}
              value={draft.lists}
              onChange={(ids) => set({ lists: ids })}
              searchable
              error={form.errors["automation.lists"]}
            />
          )}
          {draft.type === "users" && (
            <MultiSelect
              label={t("settings.users")}
              description={t("settings.usersHint")}
              data={(project.assignees?.data ?? []).map((m) => ({ value: String(m.id), label: m.display_name }))}
              value={draft.users}
              onChange={(ids) => set({ users: ids })}
              searchable
              error={form.errors["automation.users"]}
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
            <Button type="submit" loading={pending}>
              {t("settings.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
