import { updateProfileBody } from "@cairn/shared/schemas/accounts";
import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Me } from "../../../api/types";
import { defaultFormatLocale } from "../../../components/DateText";
import { useApiForm } from "../../../components/useApiForm";
import { useUpdateProfile } from "../hooks";
import { localeOptions, timeZoneOptions, weekdayOptions } from "../options";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const detailsBody = updateProfileBody.pick({ display_name: true, timezone: true, week_start: true, locale: true });

/** Name, time zone, first weekday and date format; an empty zone or format means "as this browser does". */
export function DetailsForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation("profile");
  const update = useUpdateProfile(["display_name", "timezone", "week_start", "locale"]);
  const { form, submit, pending } = useApiForm({
    schema: detailsBody,
    initialValues: {
      display_name: me.display_name,
      timezone: me.timezone,
      week_start: me.week_start,
      locale: me.locale,
    },
    write: update,
  });
  const values = form.values;
  const shownLocale = values.locale ?? defaultFormatLocale(i18n.language);
  const zones = useMemo(() => timeZoneOptions(me.timezone), [me.timezone]);
  const example = new Intl.DateTimeFormat(shownLocale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: values.timezone ?? browserZone(),
  }).format(new Date());
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
