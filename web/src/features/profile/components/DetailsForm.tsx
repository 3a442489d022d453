import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Me } from "../../../api/types";
import { useFieldErrors } from "../../../components/fieldErrors";
import { useUpdateProfile } from "../hooks";
import { localeOptions, timeZoneOptions, weekdayOptions } from "../options";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Name, time zone, first weekday and date format; an empty zone or format means "as this browser does". */
export function DetailsForm({ me }: { me: Me }) {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile(["display_name", "timezone", "week_start", "locale"]);
  const [form, setForm] = useState({
    display_name: me.display_name,
    timezone: me.timezone,
    week_start: me.week_start,
    locale: me.locale,
  });
  const errors = useFieldErrors(update.error);
  const change = (patch: Partial<typeof form>) => {
    for (const field of Object.keys(patch)) errors.clear(field);
    setForm({ ...form, ...patch });
  };
  const shownLocale = form.locale ?? navigator.language;
  const zones = useMemo(() => timeZoneOptions(me.timezone), [me.timezone]);
  const example = new Intl.DateTimeFormat(shownLocale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: form.timezone ?? browserZone(),
  }).format(new Date());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ ...form, display_name: form.display_name.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t("details.email")} value={me.email} readOnly variant="filled" />
        <TextInput
          label={t("details.name")}
          required
          autoComplete="name"
          value={form.display_name}
          onChange={(e) => change({ display_name: e.currentTarget.value })}
          error={errors.error("display_name")}
        />
        <Select
          label={t("details.timezone")}
          placeholder={t("details.timezoneAuto", { zone: browserZone() })}
          description={t("details.timezoneHint")}
          data={zones}
          searchable
          clearable
          limit={100}
          value={form.timezone}
          onChange={(timezone) => change({ timezone })}
          error={errors.error("timezone")}
          nothingFoundMessage={t("common:noResultFound")}
        />
        <Select
          label={t("details.weekStart")}
          data={weekdayOptions(shownLocale)}
          allowDeselect={false}
          value={String(form.week_start)}
          onChange={(v) => v !== null && change({ week_start: Number(v) })}
          error={errors.error("week_start")}
        />
        <Select
          label={t("details.locale")}
          placeholder={t("details.localeAuto", { locale: navigator.language })}
          data={localeOptions(shownLocale, me.locale)}
          clearable
          value={form.locale}
          onChange={(locale) => change({ locale })}
          error={errors.error("locale")}
        />
        <Text size="sm" c="dimmed" data-testid="format-example">
          {t("details.example", { date: example })}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            {t("details.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
