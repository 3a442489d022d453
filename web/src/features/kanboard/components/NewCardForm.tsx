import { Button, Group, Paper, Select, Stack, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { fieldError } from "../../../components/fieldErrors";
import { isPickable } from "../../../components/pickable";
import { useSingleSubmit } from "../../../components/useSingleSubmit";
import { useCreateCard, useListChoices } from "../hooks";

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
  const once = useSingleSubmit();
  const [title, setTitle] = useState("");
  const [listId, setListId] = useState<string | null>(null);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [due, setDue] = useState<string | null>(null);
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
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !chosenList || create.isPending) return;
    const done = await once(() =>
      create.mutateAsync({
        title: title.trim(),
        task_list_id: Number(chosenList),
        assignees: assignee ? [Number(assignee)] : [],
        due_date: due,
      }),
    );
    if (done) {
      setTitle("");
      setDue(null);
    }
  };
  return (
    <Paper withBorder p="xs" component="form" onSubmit={submit} data-testid="new-card-form">
      <Stack gap={6}>
        <TextInput
          size="xs"
          label={t("newCard.title")}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") onClose();
          }}
          error={fieldError(create.error, "title")}
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
          value={due}
          onChange={(value) => setDue(value)}
          clearable
          valueFormat="MMM D, YYYY"
          onDropdownClose={() => setDropdown((d) => (d === "date" ? null : d))}
          popoverProps={{ withinPortal: true, onOpen: () => setDropdown("date") }}
          error={fieldError(create.error, "due_date")}
        />
        <Group gap="xs" justify="flex-end">
          <Button size="compact-sm" variant="default" onClick={onClose}>
            {t("newCard.cancel")}
          </Button>
          <Button size="compact-sm" type="submit" loading={create.isPending} disabled={!title.trim() || !chosenList}>
            {t("newCard.add")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
