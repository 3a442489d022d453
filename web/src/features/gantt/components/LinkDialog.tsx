import type { GanttChart } from "@cairn/shared";
import { createGanttLinkBody } from "@cairn/shared/schemas/gantt";
import { Modal, Select, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useApiForm } from "../../../components/useApiForm";
import { useGanttWrites } from "../hooks";
import { taskOptions } from "../task-options";
import { DialogActions } from "./DialogForm";

type Props = { chart: GanttChart; from: number | null; onClose: () => void };

/** Links two tasks from the keyboard (the chart's link handles need a mouse): the tasks the reader may edit. */
export function LinkDialog({ chart, from, onClose }: Props) {
  const { t } = useTranslation("gantt");
  const writes = useGanttWrites(chart.project.id, ["source", "target", "type"]);
  const options = taskOptions(
    chart,
    chart.tasks.filter((x) => x.meta.can_edit),
  );
  const { form, submit, pending } = useApiForm({
    schema: createGanttLinkBody,
    initialValues: { source: from ? String(from) : null, target: null as string | null, type: "0" },
    write: writes.addLink,
  });
  const { source, target } = form.values;
  const save = submit(async (body) => {
    await writes.addLink.mutateAsync(body);
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t("linkForm.title")}>
      <form onSubmit={save} data-testid="gantt-link-form">
        <Stack gap="sm">
          <Select label={t("linkForm.source")} data={options} {...form.getInputProps("source")} searchable required />
          <Select label={t("linkForm.target")} data={options} {...form.getInputProps("target")} searchable required />
          <Select
            label={t("linkForm.type")}
            data={[0, 1, 2, 3].map((n) => ({ value: String(n), label: t(`linkForm.types.${n}`) }))}
            {...form.getInputProps("type")}
            allowDeselect={false}
          />
          <DialogActions
            label={t("linkForm.create")}
            pending={pending}
            disabled={!source || !target}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
