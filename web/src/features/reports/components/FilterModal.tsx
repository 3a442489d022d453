import { Button, Modal, Radio, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateRangeInputs } from "../../../components/DateRangeInputs";
import { useMilestoneChoices, useProjectChoices, useUserChoices } from "../hooks";
import type { FilterField, ReportKind } from "../kinds";
import type { ReportFilters } from "../url-state";
import type { useReportUrl } from "../useReportUrl";
import { filterErrors } from "../validation";

const asId = (v: string | null) => (v ? Number(v) : undefined);
const choice = (rows: { id: number; title?: string; display_name?: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.title ?? r.display_name ?? String(r.id) }));

/** The 400-pixel filter modal of every report screen, with the spec's checks before "Run report". */
export function FilterModal(props: {
  kind: ReportKind;
  opened: boolean;
  value: ReportFilters;
  onClose: () => void;
  onRun: (filters: ReportFilters) => void;
}) {
  const { kind, value } = props;
  const { t } = useTranslation("reports");
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<Partial<Record<FilterField | "dates", string>>>({});
  const projects = useProjectChoices();
  const users = useUserChoices();
  const milestones = useMilestoneChoices(kind.fields.includes("milestone") ? draft.project_id : undefined);
  const has = (f: FilterField) => kind.fields.includes(f);
  const set = (patch: Partial<ReportFilters>) => setDraft((d) => ({ ...d, ...patch }));

  const run = () => {
    const found = filterErrors(kind, draft);
    setErrors(found);
    if (Object.keys(found).length === 0) props.onRun(draft);
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t(`kinds.${kind.title}`)} size={400} centered>
      <Stack gap="sm">
        <DateRangeInputs
          stacked
          value={{ start: draft.start_date || null, due: draft.due_date || null }}
          onChange={(r) => set({ start_date: r.start ?? "", due_date: r.due ?? "" })}
          startLabel={t("fields.start")}
          dueLabel={t("fields.due")}
          dueError={errors.dates}
        />
        {kind.openStart && (
          <Text size="xs" c="dimmed" mt={-6}>
            {t("openStartHint")}
          </Text>
        )}
        {has("project") && (
          <Select
            label={t("fields.project")}
            placeholder={t("fields.allProjects")}
            data={choice(projects.data)}
            value={draft.project_id ? String(draft.project_id) : null}
            onChange={(v) => set({ project_id: asId(v), milestone_id: undefined })}
            clearable={!kind.required.includes("project")}
            searchable
            error={errors.project}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {has("milestone") && (
          <Select
            label={t("fields.milestone")}
            data={choice(milestones.data)}
            value={draft.milestone_id ? String(draft.milestone_id) : null}
            onChange={(v) => set({ milestone_id: asId(v) })}
            disabled={!draft.project_id}
            error={errors.milestone}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {has("user") && (
          <Select
            label={t("fields.user")}
            placeholder={t("fields.allUsers")}
            data={choice(users.data)}
            value={draft.user_id ? String(draft.user_id) : null}
            onChange={(v) => set({ user_id: asId(v) })}
            clearable={!kind.required.includes("user")}
            searchable
            error={errors.user}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {(has("status") || has("projectStatus")) && (
          <Radio.Group
            label={t("fields.status")}
            value={String(draft.task_status ?? -1)}
            onChange={(v) => set({ task_status: Number(v) })}
          >
            <Stack gap={4} mt={4}>
              {["-1", "1", "0", ...(has("status") ? ["2"] : [])].map((v) => (
                <Radio key={v} value={v} label={t(`${has("projectStatus") ? "projectStatus" : "status"}.${v}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {errors.dates && !draft.start_date && !kind.openStart && (
          <Text c="red" size="sm">
            {errors.dates}
          </Text>
        )}
        <Button onClick={run}>{t("runReport")}</Button>
      </Stack>
    </Modal>
  );
}

/** A report screen's filter modal and the function that opens it; running it puts the filters in the URL. */
export function useFilterModal(kind: ReportKind, url: ReturnType<typeof useReportUrl>, initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const run = (filters: ReportFilters) => {
    setOpen(false);
    url.run(filters);
  };
  const modal = open ? (
    <FilterModal kind={kind} opened value={url.filters} onClose={() => setOpen(false)} onRun={run} />
  ) : null;
  return { openFilter: () => setOpen(true), modal };
}
