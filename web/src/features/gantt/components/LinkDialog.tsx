import type { GanttChart, GanttLinkType } from "@cairn/shared";
import { Modal, Select, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldError } from "../../../components/fieldErrors";
import { useGanttWrites } from "../hooks";
import { DialogActions } from "./DialogForm";

type Props = { chart: GanttChart; from: number | null; onClose: () => void };

/** Links two tasks from the keyboard (the chart's link handles need a mouse): the tasks the reader may edit. */
export function LinkDialog({ chart, from, onClose }: Props) {
  const { t } = useTranslation("gantt");
  const writes = useGanttWrites(chart.project.id, ["target"]);
  const options = chart.tasks.filter((x) => x.meta.can_edit).map((x) => ({ value: String(x.id), label: x.title }));
  const [source, setSource] = useState<string | null>(from ? String(from) : null);
  const [target, setTarget] = useState<string | null>(null);
  const [type, setType] = useState<string>("0");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!source || !target) return;
    const vars = { source: Number(source), target: Number(target), type: Number(type) as GanttLinkType };
    if (
      await writes.addLink.mutateAsync(vars).then(
        () => true,
        () => false,
      )
    )
      onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t("linkForm.title")}>
      <form onSubmit={submit} data-testid="gantt-link-form">
        <Stack gap="sm">
          <Select label={t("linkForm.source")} data={options} value={source} onChange={setSource} searchable required />
          <Select
            label={t("linkForm.target")}
            data={options}
            value={target}
            onChange={setTarget}
            searchable
            required
            error={fieldError(writes.addLink.error, "target")}
          />
          <Select
            label={t("linkForm.type")}
            data={[0, 1, 2, 3].map((n) => ({ value: String(n), label: t(`linkForm.types.${n}`) }))}
            value={type}
            onChange={(v) => setType(v ?? "0")}
            allowDeselect={false}
          />
          <DialogActions
            label={t("linkForm.create")}
            pending={writes.addLink.isPending}
            disabled={!source || !target}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
