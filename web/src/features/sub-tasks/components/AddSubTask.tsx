import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Member } from "../../../api/types";
import { AssigneePicker } from "../../../components/AssigneePicker";
import { useFieldErrors } from "../../../components/fieldErrors";
import { useSingleSubmit } from "../../../components/useSingleSubmit";
import type { SubTaskWrites } from "../hooks";

type Draft = { title: string; assignees: number[]; due_date: string | null };
const empty = (): Draft => ({ title: "", assignees: [], due_date: null });

/**
 * Adds a sub-task: a title and Enter. People and a due day may be picked too; those fields show once a
 * title is being written. The form empties after each success, ready for the next.
 */
export function AddSubTask({ writes, members }: { writes: SubTaskWrites; members: Member[] }) {
  const { t } = useTranslation("sub-tasks");
  const { create } = writes;
  const [draft, setDraft] = useState<Draft>(empty);
  const fields = useFieldErrors(create.error);
  const once = useSingleSubmit();
  const set = (patch: Partial<Draft>) => {
    for (const field of Object.keys(patch)) fields.clear(field);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const title = draft.title.trim();
    if (!title || create.isPending) return;
    // A failure is shown by its field (only what no field shows is toasted); the form keeps what was typed.
    const done = await once(() => create.mutateAsync({ ...draft, title }));
    if (done) setDraft(empty());
  };
  const more = draft.title.trim() !== "" || draft.assignees.length > 0 || draft.due_date !== null;
  return (
    <form onSubmit={submit} data-testid="add-sub-task">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={t("add.title")}
            placeholder={t("add.placeholder")}
            value={draft.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            error={fields.error("title")}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} />}
            loading={create.isPending}
            disabled={!draft.title.trim()}
          >
            {t("add.submit")}
          </Button>
        </Group>
        {more && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <AssigneePicker
              members={members}
              value={draft.assignees}
              onChange={(assignees) => set({ assignees })}
              label={t("add.assignees")}
              placeholder={t("add.nobody")}
              error={fields.error("assignees")}
              size="xs"
            />
            <DatePickerInput
              label={t("add.dueDate")}
              valueFormat="MMM D, YYYY"
              clearable
              value={draft.due_date}
              onChange={(due_date: string | null) => set({ due_date })}
              error={fields.error("due_date")}
              popoverProps={{ withinPortal: true }}
              size="xs"
            />
          </SimpleGrid>
        )}
      </Stack>
    </form>
  );
}
