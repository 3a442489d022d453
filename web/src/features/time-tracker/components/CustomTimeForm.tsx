import { customTimeBody } from "@cairn/shared/schemas/time";
import { Button, Checkbox, Group, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { todayIso } from "../../../components/DateText";
import { useApiForm } from "../../../components/useApiForm";
import { useTimeLogWrites } from "../hooks";
import type { TrackedTask } from "../types";

const customTimeFormBody = customTimeBody.pick({ date: true, time: true, payable: true });

/**
 * Time added by hand for a day, as H:mm. The format and the 24 hours are checked before sending, the day's
 * sum and the rules by the server (its messages show under the fields); while the reader's timer runs on the task it cannot be used.
 * Billable as the task is, unless unticked.
 */
export function CustomTimeForm({ task, blocked }: { task: TrackedTask & { payable: boolean }; blocked: boolean }) {
  const { t } = useTranslation("time-tracker");
  const { add } = useTimeLogWrites(task);
  const { form, submit, pending } = useApiForm({
    schema: customTimeFormBody,
    initialValues: { date: todayIso(), time: "", payable: task.payable },
    write: add,
  });
  const save = submit(async (_body, { date, time, payable }) => {
    await add.mutateAsync({ date, time: time.trim(), payable });
    form.setFieldValue("time", "");
  });
  return (
    <form onSubmit={save} aria-label={t("custom.title")} data-testid="custom-time">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t("custom.date")}
          size="xs"
          {...form.getInputProps("date")}
          required
          disabled={blocked}
        />
        <TextInput
          label={t("custom.time")}
          size="xs"
          w={110}
          placeholder={t("custom.placeholder")}
          {...form.getInputProps("time")}
          inputMode="numeric"
          required
          disabled={blocked}
        />
        <Checkbox
          size="xs"
          mt={30}
          label={t("custom.billable")}
          {...form.getInputProps("payable", { type: "checkbox" })}
          disabled={blocked}
        />
        <Button type="submit" size="xs" mt={24} variant="light" loading={pending} disabled={blocked || pending}>
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
