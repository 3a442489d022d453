import { MODULE } from "@cairn/shared";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { EmptyState } from "../../../components/EmptyState";
import { GitBitCard } from "../../git-bit/GitBitCard";
import { useDisabledModules } from "../../modules/useModules";
import { SlackCard } from "../../slack/SlackCard";

/** One card per integration whose module is on (Modules screen): Slack, and GitHub/Bitbucket issue sync. */
export default function IntegrationsTab({ project }: { project: Project }) {
  const { t } = useTranslation("settings");
  const disabled = useDisabledModules();
  const slack = !disabled.has(MODULE.slack);
  const git = !disabled.has(MODULE.gitBit);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("integrations.intro")}
      </Text>
      {!slack && !git && <EmptyState message={t("integrations.none")} />}
      {/* One above the other: the GitHub card's user map wants the width. */}
      <Stack gap="md" maw={960}>
        {slack && <SlackCard projectId={project.id} />}
        {git && <GitBitCard projectId={project.id} />}
      </Stack>
    </Stack>
  );
}
