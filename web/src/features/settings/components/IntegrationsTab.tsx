import { Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBrandGithub, IconBrandSlack } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The shell of the integrations tab: one card per integration. Their toggles, settings dialogs and
 * 'Save Form' buttons come with the Slack and code-host modules; until then nothing pretends to work.
 */
export default function IntegrationsTab() {
  const { t } = useTranslation("settings");
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("integrations.intro")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <IntegrationCard
          testId="integration-slack"
          icon={<IconBrandSlack size={28} aria-hidden />}
          title={t("integrations.slack.title")}
          description={t("integrations.slack.description")}
        />
        <IntegrationCard
          testId="integration-git"
          icon={<IconBrandGithub size={28} aria-hidden />}
          title={t("integrations.git.title")}
          description={t("integrations.git.description")}
        />
      </SimpleGrid>
    </Stack>
  );
}

type CardProps = { testId: string; icon: ReactNode; title: string; description: string };

function IntegrationCard({ testId, icon, title, description }: CardProps) {
  const { t } = useTranslation("settings");
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          {icon}
          <Title order={3} size="h4">
            {title}
          </Title>
        </Group>
        <Text size="sm">{description}</Text>
        <Text size="sm" c="dimmed" fs="italic">
          {t("integrations.comingSoon")}
        </Text>
      </Stack>
    </Card>
  );
}
