import { Button, Group, Paper, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldError } from "../../../components/fieldErrors";
import { useSingleSubmit } from "../../../components/useSingleSubmit";
import { useColumnWrites } from "../hooks";

/** "Add column" (managers): a title, and the column joins the end of the board. */
export function AddColumn({ projectId }: { projectId: number }) {
  const { t } = useTranslation("kanboard");
  const { create } = useColumnWrites(projectId);
  const once = useSingleSubmit();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  if (!open) {
    return (
      <Button leftSection={<IconPlus size={16} />} variant="default" onClick={() => setOpen(true)}>
        {t("column.add")}
      </Button>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    if (await once(() => create.mutateAsync({ title: title.trim() }))) {
      setTitle("");
      setOpen(false);
    }
  };
  return (
    <Paper withBorder p="xs" component="form" onSubmit={submit}>
      <Group gap="xs" align="flex-end">
        <TextInput
          size="xs"
          label={t("column.newTitle")}
          value={title}
          maxLength={100}
          autoFocus
          onChange={(e) => setTitle(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") setOpen(false);
          }}
          error={fieldError(create.error, "title")}
        />
        <Button size="xs" type="submit" loading={create.isPending} disabled={!title.trim()}>
          {t("column.create")}
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          {t("column.cancel")}
        </Button>
      </Group>
    </Paper>
  );
}
