import { Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { post, type Written } from "../../../api/client";
import { fieldError } from "../../../components/fieldErrors";
import { useGanttWrites } from "../hooks";
import { DialogActions, useDialogSubmit } from "./DialogForm";

/** The chart's list form: a new task list, drawn as a row over its tasks (one day until it has dated tasks). */
export function ListDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation("gantt");
  const writes = useGanttWrites(projectId);
  const [title, setTitle] = useState("");
  const { pending, error, submit } = useDialogSubmit(onClose, { toast: true, inlineFields: ["title"] });
  const save = async () => {
    await post<Written<unknown>>(`pm/v2/projects/${projectId}/task-lists`, { title });
    await writes.reload();
  };
  return (
    <Modal opened onClose={onClose} title={t("listForm.title")}>
      <form onSubmit={submit(save)} data-testid="gantt-list-form">
        <Stack gap="sm">
          <TextInput
            label={t("listForm.name")}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={fieldError(error, "title")}
            required
            data-autofocus
          />
          <DialogActions label={t("listForm.create")} pending={pending} disabled={!title.trim()} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
