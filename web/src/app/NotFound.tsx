import { Button, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="md" data-testid="not-found">
      <Title order={1} size="h3">
        {t("notFound")}
      </Title>
      <Text c="dimmed">{t("notFoundHint")}</Text>
      <Button component={Link} to="/projects" variant="light" leftSection={<IconArrowLeft size={16} />}>
        {t("goHome")}
      </Button>
    </Stack>
  );
}
