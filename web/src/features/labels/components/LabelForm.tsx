import { ColorPicker, ColorSwatch, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { SubmitCancel } from "../../../components/SubmitCancel";
import { useApiForm } from "../../../components/useApiForm";
import type { Label, LabelInput } from "../api";
import { DEFAULT_LABEL_COLOR } from "../contrast";

type Props = {
  /** The label (or task type) being edited; without it the form creates one. */
  label?: Pick<Label, "title" | "description" | "color">;
  /** The message namespace with the form's texts (`form.*`): "labels", or "task-types". */
  ns?: string;
  defaultColor?: string;
  /** The shared request schema of the item (createLabelBody, createTaskTypeBody): its rules and messages. */
  schema: ColouredItemSchema;
  onSubmit: (input: LabelInput) => Promise<unknown>;
  pending: boolean;
  /** The last refusal of the write, whose messages show under their fields. */
  error: unknown;
  onDone: () => void;
};

const SWATCHES = ["#00c2e0", "#61bd4f", "#f2d600", "#ff9f1a", "#eb5a46", "#c377e0", "#0079bf", "#344563"];
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A coloured item's body as the form edits it (a description is always sent, empty or not). */
export type ColouredItemSchema = z.ZodType<
  { title: string; description?: string; color?: string },
  { title: string; description?: string | null; color?: string }
>;

/**
 * The inline form of a named, coloured item (a label; a task type): create or edit; the item's schema
 * checks it before anything is sent.
 */
export function LabelForm({
  label,
  ns = "labels",
  defaultColor = DEFAULT_LABEL_COLOR,
  schema,
  onSubmit,
  pending,
  error,
  onDone,
}: Props) {
  const { t } = useTranslation(ns);
  const { form, submit } = useApiForm({
    schema,
    initialValues: {
      title: label?.title ?? "",
      description: label?.description ?? "",
      color: label?.color ?? defaultColor,
    },
    write: { isPending: pending, error },
  });
  const color = form.values.color;
  // On a refusal the messages show under their fields (only those no field shows are toasted) and what was
  // typed stays.
  const save = submit(async (body) => {
    await onSubmit({ title: body.title, description: body.description ?? "", color: body.color ?? defaultColor });
    onDone();
  });
  return (
    <form
      onSubmit={save}
      noValidate
      data-testid="label-form"
      aria-label={label ? t("form.editTitle") : t("form.createTitle")}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="sm">
            <TextInput
              label={t("form.name")}
              placeholder={t("form.namePlaceholder")}
              {...form.getInputProps("title")}
              onKeyDown={(e) => {
                if (e.key === "Escape") onDone();
              }}
              maxLength={100}
              withAsterisk
              data-autofocus
              autoFocus
            />
            <Textarea
              label={t("form.description")}
              placeholder={t("form.descriptionPlaceholder")}
              {...form.getInputProps("description")}
              autosize
              minRows={2}
              maxRows={5}
            />
          </Stack>
          <Stack gap={6}>
            <TextInput
              label={t("form.color")}
              {...form.getInputProps("color")}
              leftSection={<ColorSwatch color={HEX_COLOR.test(color) ? color : "transparent"} size={18} />}
              maxLength={7}
              spellCheck={false}
              withAsterisk
            />
            <ColorPicker
              value={HEX_COLOR.test(color) ? color : defaultColor}
              onChange={(picked) => form.setFieldValue("color", picked)}
              format="hex"
              swatches={SWATCHES}
              swatchesPerRow={8}
              size="sm"
              saturationLabel={t("form.saturation")}
              hueLabel={t("form.hue")}
            />
          </Stack>
        </SimpleGrid>
        <SubmitCancel
          submitLabel={label ? t("form.update") : t("form.create")}
          cancelLabel={t("form.cancel")}
          pending={pending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
