import { Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import { NotificationsCard } from "../../notifications/components/NotificationsCard";
import { AppearanceCard } from "../components/AppearanceCard";
import { DetailsForm } from "../components/DetailsForm";
import { LanguageSelect } from "../components/LanguageSelect";
import { PasswordForm } from "../components/PasswordForm";
import { TokensCard } from "../components/TokensCard";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation("profile");
  const me = useMe().data;
  if (!me) return null;
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h2">
        {t("title")}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t("details.heading")}>
          <DetailsForm me={me} />
        </Section>
        <Stack gap="md">
          <Section title={t("password.heading")}>
            <PasswordForm />
          </Section>
          <Section title={t("appearance.heading")}>
            <Stack gap="md">
              <LanguageSelect me={me} />
              <AppearanceCard />
            </Stack>
          </Section>
        </Stack>
      </SimpleGrid>
      <Section title={t("notifications:profile.heading")}>
        <NotificationsCard />
      </Section>
      <Section title={t("tokens.heading")}>
        <TokensCard />
      </Section>
    </Stack>
  );
}
