import { Button, Group, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { todayIso } from "../../../components/DateText";
import { useFieldErrors } from "../../../components/fieldErrors";
import { useTimeLogWrites } from "../hooks";
import type { TrackedTask } from "../types";

/**
 * Time added by hand for a day, as H:mm. The server checks the format, the day's 24 hours and the rules
 * (its messages show under the fields); while the reader's timer runs on the task it cannot be used.
 */
export function CustomTimeForm({ task, blocked }: { task: TrackedTask; blocked: boolean }) {
  const { t } = useTranslation("time-tracker");
  const { add } = useTimeLogWrites(task);
  const [date, setDate] = useState(() => todayIso());
  const [time, setTime] = useState("");
  const errors = useFieldErrors(add.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ date, time: time.trim() }, { onSuccess: () => setTime("") });
  };
  return (
    <form onSubmit={submit} aria-label={t("custom.title")} data-testid="custom-time">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t("custom.date")}
          size="xs"
          value={date}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            errors.clear("date");
          }}
          error={errors.error("date")}
          required
          disabled={blocked}
        />
        <TextInput
          label={t("custom.time")}
          size="xs"
          w={110}
          placeholder={t("custom.placeholder")}
          value={time}
          onChange={(e) => {
            setTime(e.currentTarget.value);
            errors.clear("time");
          }}
          error={errors.error("time")}
          inputMode="numeric"
          required
          disabled={blocked}
        />
        <Button type="submit" size="xs" mt={24} variant="light" loading={add.isPending} disabled={blocked}>
          {t("custom.submit")}
        </Button>
      </Group>
      {blocked && (
        <Text size="xs" c="dimmed" mt={4}>
          {t("custom.whileRunning")}
        </Text>
      )}
    </form>
  );
}
