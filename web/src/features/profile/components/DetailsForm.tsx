import { updateProfileBody } from "@cairn/shared/schemas/accounts";
import { HOUR_CYCLES, isTimeFormat } from "@cairn/shared/time-format";
import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Me } from "../../../api/types";
import { defaultFormatLocale } from "../../../components/DateText";
import { useApiForm } from "../../../components/useApiForm";
import { useUpdateProfile } from "../hooks";
import { localeOptions, timeZoneOptions, weekdayOptions } from "../options";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const detailsBody = updateProfileBody.pick({
  display_name: true,
  timezone: true,
  week_start: true,
  locale: true,
  time_format: true,
});
/** The clock choice that stores none (null): times follow the locale's clock. */
const LOCALE_CLOCK = "locale";
/** A quarter to seven in the evening shows each clock apart ("6:45 PM", "18:45") in any locale. */
const SAMPLE_EVENING = new Date(Date.UTC(2026, 0, 1, 18, 45));

/**
 * Name, time zone, first weekday, date format and clock; an empty zone or format means "as this browser does",
 * no clock the format's own.
 */
export function DetailsForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation("profile");
  const update = useUpdateProfile(["display_name", "timezone", "week_start", "locale", "time_format"]);
  const { form, submit, pending } = useApiForm({
    schema: detailsBody,
    initialValues: {
      display_name: me.display_name,
      timezone: me.timezone,
      week_start: me.week_start,
      locale: me.locale,
      time_format: me.time_format,
    },
    write: update,
  });
  const values = form.values;
  const shownLocale = values.locale ?? defaultFormatLocale(i18n.language);
  const zones = useMemo(() => timeZoneOptions(me.timezone), [me.timezone]);
  const hourCycle = values.time_format ? HOUR_CYCLES[values.time_format] : undefined;
  const example = new Intl.DateTimeFormat(shownLocale, {
    dateStyle: "long",
    timeStyle: "short",
    hourCycle,
    timeZone: values.timezone ?? browserZone(),
  }).format(new Date());
  const clockSample = (cycle?: "h12" | "h23") =>
    new Intl.DateTimeFormat(shownLocale, { timeStyle: "short", hourCycle: cycle, timeZone: "UTC" }).format(
      SAMPLE_EVENING,
    );
  const clocks = [
    { value: LOCALE_CLOCK, label: t("details.clockAuto", { time: clockSample() }) },
    { value: "12h", label: t("details.clock12", { time: clockSample("h12") }) },
    { value: "24h", label: t("details.clock24", { time: clockSample("h23") }) },
  ];
  return (
    <form onSubmit={submit((body) => update.mutateAsync(body))} noValidate>
      <Stack>
        <TextInput label={t("details.email")} value={me.email} readOnly variant="filled" />
        <TextInput label={t("details.name")} required autoComplete="name" {...form.getInputProps("display_name")} />
        <Select
          label={t("details.timezone")}
          placeholder={t("details.timezoneAuto", { zone: browserZone() })}
          description={t("details.timezoneHint")}
          data={zones}
          searchable
          clearable
          limit={100}
          {...form.getInputProps("timezone")}
          nothingFoundMessage={t("common:noResultFound")}
        />
        <Select
          label={t("details.weekStart")}
          data={weekdayOptions(i18n.language)}
          allowDeselect={false}
          {...form.getInputProps("week_start")}
          value={String(values.week_start)}
          onChange={(v) => v !== null && form.setFieldValue("week_start", Number(v))}
        />
        <Select
          label={t("details.locale")}
          placeholder={t("details.localeAuto", { locale: defaultFormatLocale(i18n.language) })}
          data={localeOptions(i18n.language, me.locale)}
          clearable
          {...form.getInputProps("locale")}
        />
        <Select
          label={t("details.clock")}
          data={clocks}
          allowDeselect={false}
          {...form.getInputProps("time_format")}
          value={values.time_format ?? LOCALE_CLOCK}
          onChange={(v) => form.setFieldValue("time_format", isTimeFormat(v) ? v : null)}
          data-testid="profile-clock"
        />
        <Text size="sm" c="dimmed" data-testid="format-example">
          {t("details.example", { date: example })}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={pending}>
            {t("details.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
