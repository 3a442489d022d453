import { Button, Stack, Text } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMe } from "../../../api/me";
import { useDisabledModules } from "../../../api/modules";
import type { Project } from "../../../api/types";
import { EmptyState } from "../../../components/EmptyState";
import { integrationCards } from "../integrations";

/** One card per integration whose module is on (Modules screen): Slack, and GitHub/Bitbucket issue sync. */
export default function IntegrationsTab({ project }: { project: Project }) {
  const { t } = useTranslation("settings");
  const disabled = useDisabledModules();
  const cards = integrationCards.filter((card) => !disabled.has(card.module));
  // Modules are switched on by global managers only (spec §6): others read why, without a button.
  const manager = useMe().data?.capabilities.manage ?? false;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("integrations.intro")}
      </Text>
      {cards.length === 0 && (
        <EmptyState
          message={t("integrations.none")}
          icon={<IconPlugConnectedX size={24} />}
          action={
            manager && (
              <Button component={Link} to="/modules" variant="light">
                {t("modules:off.open")}
              </Button>
            )
          }
        />
      )}
      {/* One above the other: the GitHub card's user map wants the width. */}
      <Stack gap="md" maw={960}>
        {cards.map(({ key, Card }) => (
          <Card key={key} projectId={project.id} />
        ))}
      </Stack>
    </Stack>
  );
}
