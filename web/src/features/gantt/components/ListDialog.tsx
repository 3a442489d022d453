import { createTaskListBody } from "@cairn/shared/schemas/task-lists";
import { Modal, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { post, type Written } from "../../../api/client";
import { useApiForm } from "../../../components/useApiForm";
import { useGanttWrites } from "../hooks";
import { DialogActions, useDialogSubmit } from "./DialogForm";

/** The chart's list form: a new task list, drawn as a row over its tasks (one day until it has dated tasks). */
export function ListDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation("gantt");
  const writes = useGanttWrites(projectId);
  const dialog = useDialogSubmit(onClose, { toast: true, inlineFields: ["title"] });
  const { form, submit, pending } = useApiForm({
    schema: createTaskListBody.pick({ title: true }),
    initialValues: { title: "" },
    write: dialog,
  });
  const save = submit((body) =>
    dialog.run(async () => {
      await post<Written<unknown>>(`pm/v2/projects/${projectId}/task-lists`, body);
      await writes.reload();
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t("listForm.title")}>
      <form onSubmit={save} data-testid="gantt-list-form">
        <Stack gap="sm">
          <TextInput label={t("listForm.name")} {...form.getInputProps("title")} required data-autofocus />
          <DialogActions
            label={t("listForm.create")}
            pending={pending}
            disabled={!form.values.title.trim()}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
