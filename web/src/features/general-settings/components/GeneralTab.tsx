import { Checkbox, Select, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/PageLoader";
import { useSingleSubmit } from "../../../components/useSingleSubmit";
import { localeOptions } from "../../profile/options";
import { useSaveSettings, useSettings } from "../../settings/api";
import { SaveChanges } from "../../settings/components/SaveChanges";
import { brandingKey } from "../api";
import { settingOn } from "../settingValue";
import { LogoField } from "./LogoField";

type GeneralValues = {
  task_start_field: boolean;
  daily_digest: boolean;
  logo: number | null;
  erp_integration: "1" | "0";
  locale: string;
};

const valuesOf = (stored: Record<string, unknown>): GeneralValues => ({
  task_start_field: settingOn(stored.task_start_field, true),
  daily_digest: settingOn(stored.daily_digest, true),
  logo: typeof stored.logo === "number" && stored.logo > 0 ? stored.logo : null,
  erp_integration: settingOn(stored.erp_integration, false) ? "1" : "0",
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
  const save = useSaveSettings();
  const once = useSingleSubmit();
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<GeneralValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void once(async () => {
      await save.mutateAsync(values);
      await qc.invalidateQueries({ queryKey: brandingKey });
    });
  };
  return (
    <form onSubmit={submit} data-testid="general-settings-form">
      <Stack gap="lg" maw={640}>
        <Checkbox
          label={t("general.taskStartField")}
          description={t("general.taskStartFieldHint")}
          checked={values.task_start_field}
          onChange={(e) => set({ task_start_field: e.currentTarget.checked })}
        />
        <Checkbox
          label={t("general.dailyDigest")}
          description={t("general.dailyDigestHint")}
          checked={values.daily_digest}
          onChange={(e) => set({ daily_digest: e.currentTarget.checked })}
        />
        <LogoField value={values.logo} onChange={(logo) => set({ logo })} />
        <Checkbox
          label={t("general.erp")}
          description={t("general.erpHint")}
          checked={values.erp_integration === "1"}
          onChange={(e) => set({ erp_integration: e.currentTarget.checked ? "1" : "0" })}
        />
        <Select
          label={t("general.locale")}
          description={t("general.localeHint")}
          data={localeOptions(i18n.language, values.locale)}
          value={values.locale}
          allowDeselect={false}
          onChange={(locale) => locale && set({ locale })}
        />
        <SaveChanges pending={save.isPending} />
      </Stack>
    </form>
  );
}
