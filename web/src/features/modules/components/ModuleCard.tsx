import { Card, Center, Group, Image, Stack, Switch, Text, Title } from "@mantine/core";
import { IconPuzzle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { AddOnModule } from "../../../api/modules";
import { moduleIcon } from "../../../app/registry";
import { serverText } from "../../../i18n/server-texts";

type Props = { module: AddOnModule; busy: boolean; onSwitch: (on: boolean) => void };

/** One module: thumbnail, name, description and its on/off switch. */
export function ModuleCard({ module, busy, onSwitch }: Props) {
  const { t } = useTranslation("modules");
  return (
    <Card withBorder padding="md" data-testid="module-card">
      <Card.Section>
        {module.thumbnail ? (
          <Image src={module.thumbnail} alt="" h={120} fit="cover" />
        ) : (
          <Center h={120} bg="var(--mantine-color-default-hover)" c="dimmed" aria-hidden>
            {moduleIcon(module.path) ?? <IconPuzzle size={40} />}
          </Center>
        )}
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
            {serverText(module.name)}
          </Title>
          <Switch
            checked={module.enabled}
            onChange={(e) => onSwitch(e.currentTarget.checked)}
            disabled={busy}
            aria-label={serverText(module.name)}
            label={module.enabled ? t("enabled") : t("disabled")}
            labelPosition="left"
          />
        </Group>
        <Text size="sm">{serverText(module.description)}</Text>
      </Stack>
    </Card>
  );
}
