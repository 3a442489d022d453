import { Anchor, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <Text>{t("notFound")}</Text>
      <Anchor component={Link} to="/projects">
        {t("goHome")}
      </Anchor>
    </Stack>
  );
}
