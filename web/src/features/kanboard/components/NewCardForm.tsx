import { createTaskBody } from "@cairn/shared/schemas/tasks";
import { Button, Group, Paper, Select, Stack, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { isPickable } from "../../../components/pickable";
import { useApiForm } from "../../../components/useApiForm";
import { useCreateCard, useListChoices } from "../hooks";

/** The card's own rules are the task's; the list and assignee are picked from what exists. */
const cardBody = createTaskBody.pick({ title: true, due_date: true });

/** Which of the form's dropdowns is open: one at most (spec: only one per column at a time). */
type Dropdown = "list" | "assignee" | "date" | null;

/** "Add task" at the foot of a column, opening the inline form. */
export function NewCard({
  project,
  columnId,
  columnTitle,
}: {
  project: Project;
  columnId: number;
  columnTitle: string;
}) {
  const { t } = useTranslation("kanboard");
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={() => setOpen(true)}
        style={{ alignSelf: "flex-start" }}
        aria-label={`${t("newCard.open")} (${columnTitle})`}
      >
        {t("newCard.open")}
      </Button>
    );
  }
  return <NewCardForm project={project} columnId={columnId} onClose={() => setOpen(false)} />;
}

/**
 * A task made in this column (spec: title, list dropdown, assignee dropdown, optional end date). A double
 * submit makes one task; the form stays open, emptied, for the next.
 */
function NewCardForm({ project, columnId, onClose }: { project: Project; columnId: number; onClose: () => void }) {
  const { t } = useTranslation("kanboard");
  const lists = useListChoices(project.id, true).data ?? [];
  const create = useCreateCard(project.id, columnId);
  const { form, submit, pending } = useApiForm({
    schema: cardBody,
    initialValues: { title: "", due_date: null as string | null },
    write: create,
  });
  const title = form.values.title;
  const [listId, setListId] = useState<string | null>(null);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [dropdown, setDropdown] = useState<Dropdown>(null);
  // The date picker keeps its popover's state itself: drawn afresh (closed) when another dropdown opens.
  const [dateKey, setDateKey] = useState(0);
  const chosenList = listId ?? (lists.find((l) => !l.is_inbox) ?? lists[0])?.id.toString() ?? null;
  const toggle = (which: Exclude<Dropdown, null>) => ({
    dropdownOpened: dropdown === which,
    onDropdownOpen: () => {
      if (dropdown === "date") setDateKey((k) => k + 1);
      setDropdown(which);
    },
    onDropdownClose: () => setDropdown((d) => (d === which ? null : d)),
  });
  const save = submit(async (body, typed) => {
    if (!chosenList) return;
    await create.mutateAsync({
      title: body.title,
      task_list_id: Number(chosenList),
      assignees: assignee ? [Number(assignee)] : [],
      due_date: typed.due_date,
    });
    form.reset();
  });
  return (
    <Paper withBorder p="xs" component="form" onSubmit={save} data-testid="new-card-form">
      <Stack gap={6}>
        <TextInput
          size="xs"
          label={t("newCard.title")}
          {...form.getInputProps("title")}
          onKeyDown={(e) => {
            if (e.key === "Escape") onClose();
          }}
          required
          autoFocus
        />
        <Select
          size="xs"
          label={t("newCard.list")}
          data={lists.map((l) => ({ value: String(l.id), label: l.title }))}
          value={chosenList}
          onChange={setListId}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          {...toggle("list")}
        />
        <Select
          size="xs"
          label={t("newCard.assignee")}
          placeholder={t("newCard.assigneePlaceholder")}
          data={(project.assignees?.data ?? [])
            .filter(isPickable)
            .map((m) => ({ value: String(m.id), label: m.display_name }))}
          value={assignee}
          onChange={setAssignee}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
          {...toggle("assignee")}
        />
        <DatePickerInput
          key={dateKey}
          size="xs"
          label={t("newCard.due")}
          {...form.getInputProps("due_date")}
          clearable
          valueFormat="ll"
          onDropdownClose={() => setDropdown((d) => (d === "date" ? null : d))}
          popoverProps={{ withinPortal: true, onOpen: () => setDropdown("date") }}
        />
        <Group gap="xs" justify="flex-end">
          <Button size="compact-sm" variant="default" onClick={onClose}>
            {t("newCard.cancel")}
          </Button>
          <Button size="compact-sm" type="submit" loading={pending} disabled={!title.trim() || !chosenList}>
            {t("newCard.add")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
