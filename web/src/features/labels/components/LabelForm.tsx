import { ColorPicker, ColorSwatch, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldErrors } from "../../../components/fieldErrors";
import { SubmitCancel } from "../../../components/SubmitCancel";
import { useSingleSubmit } from "../../../components/useSingleSubmit";
import type { Label, LabelInput } from "../api";
import { DEFAULT_LABEL_COLOR } from "../contrast";

type Props = {
  /** The label (or task type) being edited; without it the form creates one. */
  label?: Pick<Label, "title" | "description" | "color">;
  /** The message namespace with the form's texts (`form.*`): "labels", or "task-types". */
  ns?: string;
  defaultColor?: string;
  onSubmit: (input: LabelInput) => Promise<unknown>;
  pending: boolean;
  /** The last refusal of the write, whose messages show under their fields. */
  error: unknown;
  onDone: () => void;
};

const SWATCHES = ["#00c2e0", "#61bd4f", "#f2d600", "#ff9f1a", "#eb5a46", "#c377e0", "#0079bf", "#344563"];
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type Problems = { title?: string; color?: string };

/**
 * The inline form of a named, coloured item (a label; a task type): create or edit; checks the spec's two
 * rules before anything is sent.
 */
export function LabelForm({
  label,
  ns = "labels",
  defaultColor = DEFAULT_LABEL_COLOR,
  onSubmit,
  pending,
  error,
  onDone,
}: Props) {
  const { t } = useTranslation(ns);
  const [input, setInput] = useState<LabelInput>({
    title: label?.title ?? "",
    description: label?.description ?? "",
    color: label?.color ?? defaultColor,
  });
  const [problems, setProblems] = useState<Problems>({});
  const server = useFieldErrors(error);
  const once = useSingleSubmit();
  const change = (patch: Partial<LabelInput>) => {
    for (const field of Object.keys(patch)) server.clear(field);
    setProblems((p) => ({ ...p, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
    setInput((i) => ({ ...i, ...patch }));
  };
  const check = (): Problems => {
    const color = input.color.trim();
    return {
      title: input.title.trim() ? undefined : t("form.titleRequired"),
      color: !color ? t("form.colorRequired") : HEX_COLOR.test(color) ? undefined : t("form.colorInvalid"),
    };
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const found = check();
    setProblems(found);
    if (found.title || found.color) return;
    const body = { title: input.title.trim(), description: input.description.trim(), color: input.color.trim() };
    // On a refusal the messages show under their fields (only those no field shows are toasted) and what was
    // typed stays.
    if (await once(() => onSubmit(body))) onDone();
  };
  return (
    <form
      onSubmit={submit}
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
              value={input.title}
              onChange={(e) => change({ title: e.currentTarget.value })}
              onKeyDown={(e) => {
                if (e.key === "Escape") onDone();
              }}
              error={problems.title ?? server.error("title")}
              maxLength={100}
              withAsterisk
              data-autofocus
              autoFocus
            />
            <Textarea
              label={t("form.description")}
              placeholder={t("form.descriptionPlaceholder")}
              value={input.description}
              onChange={(e) => change({ description: e.currentTarget.value })}
              error={server.error("description")}
              autosize
              minRows={2}
              maxRows={5}
            />
          </Stack>
          <Stack gap={6}>
            <TextInput
              label={t("form.color")}
              value={input.color}
              onChange={(e) => change({ color: e.currentTarget.value })}
              error={problems.color ?? server.error("color")}
              leftSection={<ColorSwatch color={HEX_COLOR.test(input.color) ? input.color : "transparent"} size={18} />}
              maxLength={7}
              spellCheck={false}
              withAsterisk
            />
            <ColorPicker
              value={HEX_COLOR.test(input.color) ? input.color : defaultColor}
              onChange={(color) => change({ color })}
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
