import { Button, Checkbox, Group, Modal, Stack, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldError } from "../../../components/fieldErrors";
import { LazyRichTextEditor } from "../../../components/RichText/LazyRichTextEditor";
import type { Milestone, MilestoneInput } from "../types";

type Props = {
  projectId: number;
  /** The milestone to edit; a new one when absent. */
  milestone?: Milestone;
  canSetPrivacy: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (input: MilestoneInput) => void;
  onClose: () => void;
};

/** Create or edit a milestone in a modal (Escape closes it). */
export function MilestoneForm({ projectId, milestone, canSetPrivacy, pending, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation("milestones");
  const [title, setTitle] = useState(milestone?.title ?? "");
  const [description, setDescription] = useState(milestone?.description ?? "");
  const [date, setDate] = useState<string | null>(milestone?.achieve_date?.date ?? null);
  const [privacy, setPrivacy] = useState(milestone?.meta.privacy ?? false);
  const [missingTitle, setMissingTitle] = useState(false);

  const submit = () => {
    if (title.trim() === "") return setMissingTitle(true);
    onSubmit({
      title: title.trim(),
      description,
      achieve_date: date,
      ...(canSetPrivacy ? { privacy } : {}),
    });
  };

  return (
    <Modal opened onClose={onClose} title={milestone ? t("form.editTitle") : t("form.createTitle")} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("form.title")}
            withAsterisk
            data-autofocus
            value={title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              setMissingTitle(false);
            }}
            error={missingTitle ? t("form.titleRequired") : fieldError(error, "title")}
          />
          <LazyRichTextEditor
            label={t("form.description")}
            value={description}
            onChange={setDescription}
            onSubmit={submit}
            projectId={projectId}
          />
          <DateInput
            label={t("form.achieveDate")}
            placeholder={t("form.achieveDatePlaceholder")}
            value={date}
            onChange={setDate}
            valueFormat="D MMM YYYY"
            clearable
            clearButtonProps={{ "aria-label": t("form.clearDate") }}
            popoverProps={{ withinPortal: true }}
            ariaLabels={{
              nextMonth: t("calendar.nextMonth"),
              previousMonth: t("calendar.previousMonth"),
              nextYear: t("calendar.nextYear"),
              previousYear: t("calendar.previousYear"),
              nextDecade: t("calendar.nextDecade"),
              previousDecade: t("calendar.previousDecade"),
              monthLevelControl: t("calendar.monthLevel"),
              yearLevelControl: t("calendar.yearLevel"),
            }}
            error={fieldError(error, "achieve_date")}
          />
          {canSetPrivacy ? (
            <Checkbox
              label={t("form.privacy")}
              checked={privacy}
              onChange={(e) => setPrivacy(e.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={pending} disabled={pending}>
              {milestone ? t("form.save") : t("form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
