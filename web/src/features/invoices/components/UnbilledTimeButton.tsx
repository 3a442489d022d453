import { hoursOfMinutes } from "@cairn/shared";
import { invoiceTaskLine } from "@cairn/shared/schemas/invoices";
import { Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { formatDate } from "../../../components/DateText";
import { useApiForm } from "../../../components/useApiForm";
import { type DayRange, useUnbilledTime } from "../hooks";
import type { TrackedTime, UnbilledLog } from "../types";

/** What the chosen logs add to the invoice: one task line per task, and the logs those lines bill. */
export type UnbilledLines = {
  entryTasks: { task_id: number; task: string; amount: string; hour: string; tax: string }[];
  logs: { id: number; task_id: number }[];
};

type Props = {
  projectId: number;
  /** Logs the invoice being edited already bills: not offered again. */
  taken: ReadonlySet<number>;
  onAdd: (lines: UnbilledLines) => void;
};

/** 'Add unbilled time': the project's unbilled billable logs, by task, to pick from, billed at a rate per hour. */
export function UnbilledTimeButton(props: Props) {
  const { t } = useTranslation("invoices");
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" size="xs" w="fit-content" onClick={() => setOpened(true)}>
        {t("unbilled.open")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("unbilled.title")} size="lg">
        {opened && <UnbilledTimeChooser {...props} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

const rateBody = z.object({ rate: invoiceTaskLine.shape.amount });
/** The chooser writes nothing itself: the invoice form saves what it adds. */
const NO_WRITE = { isPending: false, error: null };

/** H:mm of whole minutes. */
const hm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
const minutesOf = (logs: UnbilledLog[]) => logs.reduce((sum, l) => sum + l.minutes, 0);

function UnbilledTimeChooser({ projectId, taken, onAdd, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation("invoices");
  const [range, setRange] = useState<DayRange>({ start: null, end: null });
  const time = useUnbilledTime(projectId, range);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const { form, submit } = useApiForm({ schema: rateBody, initialValues: { rate: "" }, write: NO_WRITE });
  const tasks = (time.data?.tasks ?? [])
    .map((task) => ({ ...task, logs: task.logs.filter((l) => !taken.has(l.id)) }))
    .filter((task) => task.logs.length > 0);
  const toggle = (ids: number[], on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  const picked = pickedOf(tasks, chosen);
  const add = submit(({ rate }) => {
    onAdd({
      entryTasks: picked.map(({ task, logs }) => ({
        task_id: task.task_id,
        task: task.task,
        amount: rate ?? "0",
        hour: hoursOfMinutes(minutesOf(logs)),
        tax: "0",
      })),
      logs: picked.flatMap(({ task, logs }) => logs.map((l) => ({ id: l.id, task_id: task.task_id }))),
    });
    onClose();
  });
  // The chooser sits in the invoice's form (a portal still passes React's events up): its submit stays its own.
  const send = (e: FormEvent<HTMLFormElement>) => {
    e.stopPropagation();
    add(e);
  };
  const count = picked.reduce((sum, p) => sum + p.logs.length, 0);
  return (
    <form onSubmit={send} aria-label={t("unbilled.title")}>
      <Stack gap="sm">
        <Group gap="sm" grow align="flex-start">
          <DateInput
            label={t("form.trackedFrom")}
            value={range.start}
            onChange={(start) => setRange((r) => ({ ...r, start }))}
            valueFormat="YYYY-MM-DD"
            clearable
          />
          <DateInput
            label={t("form.trackedTo")}
            value={range.end}
            onChange={(end) => setRange((r) => ({ ...r, end }))}
            valueFormat="YYYY-MM-DD"
            clearable
          />
          <TextInput label={t("form.trackedRate")} inputMode="decimal" {...form.getInputProps("rate")} />
        </Group>
        {time.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t("unbilled.loading")} />
          </Group>
        ) : tasks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("unbilled.none")}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="50vh" type="auto">
            <Stack gap="md" data-testid="unbilled-tasks">
              {tasks.map((task) => (
                <TaskLogs key={task.task_id} task={task} chosen={chosen} toggle={toggle} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="unbilled-summary">
            {t("unbilled.chosen", { count, clock: hm(picked.reduce((s, p) => s + minutesOf(p.logs), 0)) })}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" disabled={count === 0}>
              {t("unbilled.add", { count: picked.length })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

type UnbilledTask = TrackedTime["tasks"][number];

/** The chosen logs of each task that has any. */
const pickedOf = (tasks: UnbilledTask[], chosen: ReadonlySet<number>) =>
  tasks.map((task) => ({ task, logs: task.logs.filter((l) => chosen.has(l.id)) })).filter((p) => p.logs.length > 0);

type TaskLogsProps = {
  task: UnbilledTask;
  chosen: ReadonlySet<number>;
  toggle: (ids: number[], on: boolean) => void;
};

/** A task's unbilled logs: one check for all of them, one for each (who, which day, how long). */
function TaskLogs({ task, chosen, toggle }: TaskLogsProps) {
  const { t } = useTranslation("invoices");
  const ids = task.logs.map((l) => l.id);
  const some = ids.filter((id) => chosen.has(id)).length;
  return (
    <Stack gap={6} role="group" aria-label={task.task}>
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          label={<Text fw={600}>{task.task}</Text>}
          aria-label={t("unbilled.allOf", { task: task.task })}
          checked={some === ids.length}
          indeterminate={some > 0 && some < ids.length}
          onChange={(e) => toggle(ids, e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {hm(minutesOf(task.logs))}
        </Text>
      </Group>
      <Stack gap={4} pl="lg">
        {task.logs.map((log) => {
          const day = formatDate(log.day);
          const who = log.user.data.display_name;
          return (
            <Group key={log.id} justify="space-between" wrap="nowrap">
              <Checkbox
                size="sm"
                label={`${who} · ${day}${log.custom ? ` · ${t("unbilled.byHand")}` : ""}`}
                aria-label={t("unbilled.log", { who, day, clock: hm(log.minutes) })}
                checked={chosen.has(log.id)}
                onChange={(e) => toggle([log.id], e.currentTarget.checked)}
              />
              <Text size="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
                {hm(log.minutes)}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
