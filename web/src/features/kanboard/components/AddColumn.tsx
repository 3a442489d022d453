import { createColumnBody } from "@cairn/shared/schemas/kanboard";
import { Button, Group, Paper, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiForm } from "../../../components/useApiForm";
import { useColumnWrites } from "../hooks";

/** "Add column" (managers): a title, and the column joins the end of the board. */
export function AddColumn({ projectId }: { projectId: number }) {
  const { t } = useTranslation("kanboard");
  const { create } = useColumnWrites(projectId);
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button leftSection={<IconPlus size={16} />} variant="default" onClick={() => setOpen(true)}>
        {t("column.add")}
      </Button>
    );
  }
  return <AddColumnForm create={create} onClose={() => setOpen(false)} />;
}

/** The new column's title, checked by the column schema; the form closes once the column is made. */
function AddColumnForm({
  create,
  onClose,
}: {
  create: ReturnType<typeof useColumnWrites>["create"];
  onClose: () => void;
}) {
  const { t } = useTranslation("kanboard");
  const { form, submit, pending } = useApiForm({
    schema: createColumnBody.pick({ title: true }),
    initialValues: { title: "" },
    write: create,
  });
  const title = form.values.title;
  const save = submit(async (body) => {
    await create.mutateAsync(body);
    onClose();
  });
  return (
    <Paper withBorder p="xs" component="form" onSubmit={save}>
      <Group gap="xs" align="flex-end">
        <TextInput
          size="xs"
          label={t("column.newTitle")}
          {...form.getInputProps("title")}
          autoFocus
          onKeyDown={(e) => {
            if (e.key === "Escape") onClose();
          }}
        />
        <Button size="xs" type="submit" loading={pending} disabled={!title.trim()}>
          {t("column.create")}
        </Button>
        <Button size="xs" variant="default" onClick={onClose}>
          {t("column.cancel")}
        </Button>
      </Group>
    </Paper>
  );
}
