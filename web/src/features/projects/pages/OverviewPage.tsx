import { Grid, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useProject, useProjectId } from "../../../api/project";
import { MemberList } from "../components/MemberList";
import { OverviewCounts } from "../components/OverviewCounts";
import { RecentActivity } from "../components/RecentActivity";
import { plainText } from "../plainText";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The project at a glance: its description, counts, recent activity and people. */
export default function OverviewPage() {
  const { t } = useTranslation("projects");
  const project = useProject(useProjectId()).data;
  if (!project) return null;
  const description = plainText(project.description);
  return (
    <Stack gap="md">
      {description && (
        <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }} data-testid="project-description">
          {description}
        </Text>
      )}
      <OverviewCounts project={project} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Section title={t("overview.activity")}>
            <RecentActivity projectId={project.id} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title={t("overview.members")}>
            <MemberList members={project.assignees?.data ?? []} />
          </Section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
