import { Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatEstimation, parseEstimation } from "../estimation";
import type { Task } from "../types";

/** `note` says why a read-only estimation cannot be edited (a task with sub-tasks shows their sum). */
type Props = { task: Task; editable: boolean; onSave: (minutes: number) => void; note?: string };

/** Estimation as hours:minutes; saved (as minutes) on Enter or when the field is left. */
export function EstimationInput({ task, editable, onSave, note }: Props) {
  const { t } = useTranslation("tasks");
  const [text, setText] = useState(formatEstimation(task.estimation));
  useEffect(() => setText(formatEstimation(task.estimation)), [task.estimation]);
  const minutes = parseEstimation(text);
  const commit = () => {
    if (minutes !== null && minutes !== task.estimation) onSave(minutes);
  };
  if (!editable) {
    return (
      <Text size="sm">
        <Text span fw={600}>
          {t("single.estimation")}:
        </Text>{" "}
        {formatEstimation(task.estimation) || "—"}
        {note && (
          <Text span display="block" size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Text>
    );
  }
  return (
    <TextInput
      label={t("single.estimation")}
      description={t("single.estimationHint")}
      placeholder="0:00"
      inputMode="numeric"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
      }}
      error={minutes === null ? t("single.estimationInvalid") : undefined}
    />
  );
}
