import type { GanttChart } from "@cairn/shared";
import { Modal, Select, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { taskOptions } from "../task-options";
import { DialogActions } from "./DialogForm";

/**
 * Which task to edit, for a reader who did not pick a bar (the keyboard's way to the task form): a searchable
 * list of the chart's tasks, each with its list.
 */
export function TaskPicker(props: { chart: GanttChart; onPick: (id: number) => void; onClose: () => void }) {
  const { t } = useTranslation("gantt");
  const [value, setValue] = useState<string | null>(null);
  const options = taskOptions(props.chart);
  return (
    <Modal opened onClose={props.onClose} title={t("taskForm.editTitle")}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (value) props.onPick(Number(value));
        }}
        data-testid="gantt-task-picker"
      >
        <Stack gap="sm">
          <Select
            label={t("taskForm.pick")}
            data={options}
            value={value}
            onChange={setValue}
            searchable
            required
            data-autofocus
          />
          <DialogActions label={t("actions.edit")} pending={false} disabled={!value} onCancel={props.onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
