import { createSubTaskBody } from "@cairn/shared/schemas/sub-tasks";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Member } from "../../../api/types";
import { AssigneePicker } from "../../../components/AssigneePicker";
import { useApiForm } from "../../../components/useApiForm";
import type { SubTaskWrites } from "../hooks";

type Draft = { title: string; assignees: number[]; due_date: string | null };
const empty = (): Draft => ({ title: "", assignees: [], due_date: null });
const subTaskFormBody = createSubTaskBody.pick({ title: true, assignees: true, due_date: true });

/**
 * Adds a sub-task: a title and Enter. People and a due day may be picked too; those fields show once a
 * title is being written. The form empties after each success, ready for the next.
 */
export function AddSubTask({ writes, members }: { writes: SubTaskWrites; members: Member[] }) {
  const { t } = useTranslation("sub-tasks");
  const { create } = writes;
  const { form, submit } = useApiForm({ schema: subTaskFormBody, initialValues: empty(), write: create });
  const draft = form.values;
  // A failure is shown by its field (only what no field shows is toasted); the form keeps what was typed.
  const save = submit(async (body, typed) => {
    if (!draft.title.trim()) return;
    await create.mutateAsync({ ...typed, title: body.title });
    form.reset();
  });
  const more = draft.title.trim() !== "" || draft.assignees.length > 0 || draft.due_date !== null;
  return (
    <form onSubmit={save} data-testid="add-sub-task">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={t("add.title")}
            placeholder={t("add.placeholder")}
            {...form.getInputProps("title")}
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
              onChange={(assignees) => form.setFieldValue("assignees", assignees)}
              label={t("add.assignees")}
              placeholder={t("add.nobody")}
              error={form.errors.assignees}
              size="xs"
            />
            <DatePickerInput
              label={t("add.dueDate")}
              valueFormat="ll"
              clearable
              {...form.getInputProps("due_date")}
              popoverProps={{ withinPortal: true }}
              size="xs"
            />
          </SimpleGrid>
        )}
      </Stack>
    </form>
  );
}
