import type { WpImportRun } from "@cairn/shared";
import { Alert, Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../components/DateText";
import { RunReport } from "./RunReport";
import { StageProgress } from "./StageProgress";

const STATUS_COLOR = { running: "blue", done: "teal", failed: "red" } as const;

/** Who started a run: the person, or the command line (no one signed in). */
export function starterName(run: WpImportRun, commandLine: string): string {
  return run.starter?.display_name ?? commandLine;
}

export function RunStatus({ run }: { run: WpImportRun }) {
  const { t } = useTranslation("wp-import");
  return (
    <Badge color={STATUS_COLOR[run.status]} variant="light" data-testid="wp-import-status">
      {t(`run.status.${run.status}`)}
    </Badge>
  );
}

/** A run as it stands: who started it and when, its stages while it runs, why it stopped, then its report. */
export function RunDetails({ run }: { run: WpImportRun }) {
  const { t } = useTranslation("wp-import");
  return (
    <Stack gap="md" data-testid="wp-import-run">
      <Group gap="xs">
        <RunStatus run={run} />
        {run.dry_run && (
          <Badge color="gray" variant="outline">
            {t("run.dryRun")}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t("run.started", {
            when: formatDateTime(run.started_at),
            who: starterName(run, t("run.commandLine")),
          })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {run.source}
      </Text>
      {run.status === "failed" && (
        <Alert color="red" title={t("run.failed")} role="alert" data-testid="wp-import-error">
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {run.error}
          </Text>
        </Alert>
      )}
      {run.status !== "done" && <StageProgress run={run} />}
      {run.report && <RunReport report={run.report} />}
    </Stack>
  );
}
