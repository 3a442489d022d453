import { Button, Popover, Stack, Text, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toastError } from "../../../components/toasts";
import { fetchTrackedTime } from "../hooks";
import type { TrackedTime } from "../types";

/** 'Add tracked time': the unbilled time of billable tasks between two days, as task lines at a rate. */
export function TrackedTimeButton({ projectId, onAdd }: { projectId: number; onAdd: (found: TrackedTime) => void }) {
  const { t } = useTranslation("invoices");
  const [opened, setOpened] = useState(false);
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [rate, setRate] = useState("");
  const [none, setNone] = useState(false);
  const [loading, setLoading] = useState(false);
  const add = async () => {
    if (!start || !end) return;
    setLoading(true);
    setNone(false);
    try {
      const found = (await fetchTrackedTime(projectId, { start, end, rate: rate || "0" })).data;
      if (found.entryTasks.length === 0) return setNone(true);
      onAdd(found);
      setOpened(false);
    } catch (err) {
      toastError(err);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" withArrow>
      <Popover.Target>
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => setOpened((o) => !o)}>
          {t("form.trackedTime")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <DateInput label={t("form.trackedFrom")} value={start} onChange={setStart} valueFormat="YYYY-MM-DD" />
          <DateInput label={t("form.trackedTo")} value={end} onChange={setEnd} valueFormat="YYYY-MM-DD" />
          <TextInput
            label={t("form.trackedRate")}
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.currentTarget.value)}
          />
          {none && (
            <Text size="sm" c="dimmed">
              {t("form.trackedNone")}
            </Text>
          )}
          <Button onClick={() => void add()} loading={loading} disabled={!start || !end}>
            {t("form.trackedAdd")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
