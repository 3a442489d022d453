import { Card, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Collection, get } from "../../../api/client";
import type { Project } from "../../../api/types";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";

export default function ProjectsPage() {
  const { t } = useTranslation("projects");
  const [status, setStatus] = useState<string>("current");
  const projects = useQuery({
    queryKey: ["projects", "list", status],
    queryFn: () => get<Collection<Project>>("pm/v2/projects", { status, per_page: 50 }),
  });
  return (
    <Stack>
      <Title order={1} size="h2">
        {t("title")}
      </Title>
      <Tabs value={status} onChange={(v) => setStatus(v ?? "current")}>
        <Tabs.List>
          <Tabs.Tab value="current">{t("current")}</Tabs.Tab>
          <Tabs.Tab value="archived">{t("archived")}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {projects.isPending ? (
        <PageLoader />
      ) : projects.data?.data.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {projects.data.data.map((p) => (
            <Card key={p.id} withBorder component={Link} to={`/projects/${p.id}/overview`}>
              <Text fw={600}>{p.title}</Text>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <EmptyState message={t("empty")} />
      )}
    </Stack>
  );
}
