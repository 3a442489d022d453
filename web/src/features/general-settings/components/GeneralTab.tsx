import { GLOBAL_SETTINGS } from "@cairn/shared/schemas/general-settings";
import { Checkbox, Select, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PageLoader } from "../../../components/PageLoader";
import { useApiForm } from "../../../components/useApiForm";
import { localeOptions } from "../../profile/options";
import { useSaveSettings, useSettings } from "../../settings/api";
import { SaveChanges } from "../../settings/components/SaveChanges";
import { brandingKey } from "../api";
import { settingOn } from "../settingValue";
import { LogoField } from "./LogoField";

/** The settings this tab saves, each held to the server's own rule for its key (the ERP switch becomes "1"/"0"). */
const generalSettings = z.object({
  task_start_field: GLOBAL_SETTINGS.task_start_field.schema,
  daily_digest: GLOBAL_SETTINGS.daily_digest.schema,
  logo: GLOBAL_SETTINGS.logo.schema,
  erp_integration: GLOBAL_SETTINGS.erp_integration.schema,
  locale: GLOBAL_SETTINGS.locale.schema,
});

type GeneralValues = {
  task_start_field: boolean;
  daily_digest: boolean;
  logo: number | null;
  erp_integration: boolean;
  locale: string;
};

/**
 * The body lists the keys in the schema's order, and the server names a refused value by its place
 * (`settings.2.value`): each place is given back its key, so the message shows under that key's input.
 */
const KEYS = Object.keys(generalSettings.shape) as (keyof GeneralValues)[];
const FIELD_PATHS = Object.fromEntries(KEYS.map((key, i) => [`settings.${i}.value`, key]));
/** The logo picker has no place for a message: its refusal (an image deleted meanwhile) stays in the toast. */
const SHOWN_FIELDS = Object.keys(FIELD_PATHS).filter((field) => FIELD_PATHS[field] !== "logo");

const valuesOf = (stored: Record<string, unknown>): GeneralValues => ({
  task_start_field: settingOn(stored.task_start_field, true),
  daily_digest: settingOn(stored.daily_digest, true),
  logo: typeof stored.logo === "number" && stored.logo > 0 ? stored.logo : null,
  erp_integration: settingOn(stored.erp_integration, false),
  locale: typeof stored.locale === "string" ? stored.locale : "en",
});

/** Task start date, daily digest, logo, the ERP switch and the workspace language; saved together with 'Save Changes'. */
export default function GeneralTab() {
  const settings = useSettings();
  if (!settings.data) return <PageLoader rows={4} />;
  return <GeneralForm initial={valuesOf(settings.data)} />;
}

function GeneralForm({ initial }: { initial: GeneralValues }) {
  const { t, i18n } = useTranslation("general-settings");
  const qc = useQueryClient();
  const save = useSaveSettings(undefined, { inlineFields: SHOWN_FIELDS });
  const { form, submit, pending } = useApiForm({
    schema: generalSettings,
    initialValues: initial,
    write: save,
    fieldPaths: FIELD_PATHS,
  });
  const send = submit(async (body) => {
    await save.mutateAsync(body);
    await qc.invalidateQueries({ queryKey: brandingKey });
  });
  const checkbox = (key: "task_start_field" | "daily_digest" | "erp_integration") =>
    form.getInputProps(key, { type: "checkbox" });
  return (
    <form onSubmit={send} data-testid="general-settings-form">
      <Stack gap="lg" maw={640}>
        <Checkbox
          label={t("general.taskStartField")}
          description={t("general.taskStartFieldHint")}
          {...checkbox("task_start_field")}
        />
        <Checkbox
          label={t("general.dailyDigest")}
          description={t("general.dailyDigestHint")}
          {...checkbox("daily_digest")}
        />
        <LogoField value={form.values.logo} onChange={(logo) => form.setFieldValue("logo", logo)} />
        <Checkbox label={t("general.erp")} description={t("general.erpHint")} {...checkbox("erp_integration")} />
        <Select
          label={t("general.locale")}
          description={t("general.localeHint")}
          data={localeOptions(i18n.language, form.values.locale)}
          allowDeselect={false}
          {...form.getInputProps("locale")}
          onChange={(locale) => locale && form.setFieldValue("locale", locale)}
        />
        <SaveChanges pending={pending} />
      </Stack>
    </form>
  );
}
