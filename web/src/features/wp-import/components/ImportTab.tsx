import { Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SettingsSection } from "../../settings/components/SettingsSection";
import { isRunning, useImportRun, useImportRuns } from "../api";
import { ImportForm } from "./ImportForm";
import { PastRuns } from "./PastRuns";
import { RunDetails } from "./RunDetails";

/**
 * Settings → Import: the form, the run under way (the one just started here, or one already running when the
 * tab opens, whoever started it), and the past runs with their reports.
 */
export default function ImportTab() {
  const { t } = useTranslation("wp-import");
  const [startedId, setStartedId] = useState<number | null>(null);
  const newest = useImportRuns(1).data?.data.find(isRunning);
  const current = useImportRun(startedId ?? newest?.id ?? null).data;
  const heading = current?.dry_run ? t("run.dryRunHeading") : t("run.heading");
  return (
    <Stack gap="md" maw={1000}>
      <SettingsSection heading={t("form.heading")} intro={t("form.intro")}>
        <ImportForm running={isRunning(current)} onStarted={setStartedId} />
      </SettingsSection>
      {current && (
        <Paper withBorder p="md" radius="md" component="section" aria-label={heading} data-testid="wp-import-current">
          <Title order={2} size="h4" mb="sm">
            {heading}
          </Title>
          <RunDetails run={current} />
        </Paper>
      )}
      <SettingsSection heading={t("past.heading")} intro={t("past.intro")}>
        <PastRuns />
      </SettingsSection>
    </Stack>
  );
}
