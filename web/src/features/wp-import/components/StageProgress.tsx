import { WP_IMPORT_STAGES, type WpImportRun } from "@cairn/shared";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../components/DateText";

/**
 * One bar per stage, in the importer's order. The stages before the one under way are complete; those after
 * it wait. The Pro tables' stage shows only once the importer reports it (it reads them in a later step).
 */
export function StageProgress({ run }: { run: WpImportRun }) {
  const { t } = useTranslation("wp-import");
  const reached = Math.max(-1, ...run.progress.map((p) => WP_IMPORT_STAGES.indexOf(p.stage)));
  const stages = WP_IMPORT_STAGES.filter(
    (stage) => run.progress.some((p) => p.stage === stage) || (run.status === "running" && stage !== "pro"),
  );
  return (
    <Stack gap="xs" data-testid="wp-import-progress">
      {stages.map((stage) => {
        const index = WP_IMPORT_STAGES.indexOf(stage);
        const entry = run.progress.find((p) => p.stage === stage);
        const passed = index < reached;
        const total = entry?.total ?? 0;
        const done = passed ? Math.max(entry?.done ?? 0, total) : (entry?.done ?? 0);
        const value = passed ? 100 : total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
        const name = t(`stages.${stage}`);
        const counted = entry
          ? t("run.progressLabel", { stage: name, done: formatNumber(done), total: formatNumber(total) })
          : undefined;
        return (
          <Stack key={stage} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{name}</Text>
              <Text size="sm" c="dimmed">
                {entry ? `${formatNumber(done)} / ${formatNumber(total)}` : t("run.waiting")}
              </Text>
            </Group>
            <Progress.Root size="md" aria-hidden={entry ? undefined : true}>
              <Progress.Section value={value} aria-label={counted ?? `${name}: ${t("run.waiting")}`} />
            </Progress.Root>
          </Stack>
        );
      })}
    </Stack>
  );
}
