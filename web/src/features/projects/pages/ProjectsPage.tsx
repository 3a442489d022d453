import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Tabs, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArchive, IconFolder, IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useMe } from "../../../api/me";
import { EmptyState } from "../../../components/EmptyState";
import { PagePagination } from "../../../components/PagePagination";
import { ProjectCard } from "../components/ProjectCard";
import { ProjectFormModal } from "../components/ProjectFormModal";
import { ProjectSearch } from "../components/ProjectSearch";
import { type ProjectStatus, useProjectList } from "../hooks";

const TABS: ProjectStatus[] = ["current", "archived"];

function CardSkeletons() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder padding="md">
          <Skeleton height={22} width="60%" mb="sm" />
          <Skeleton height={14} mb={6} />
          <Skeleton height={14} width="80%" mb="md" />
          <Skeleton height={32} width={120} circle={false} radius="xl" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export default function ProjectsPage() {
  const { t } = useTranslation("projects");
  const me = useMe().data;
  const [params, setParams] = useSearchParams();
  const status: ProjectStatus = params.get("status") === "archived" ? "archived" : "current";
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 500);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const projects = useProjectList(status, query, page);
  const changeTab = (value: string | null) => {
    setPage(1);
    setParams(value === "archived" ? { status: "archived" } : {});
  };
  const list = projects.data?.data ?? [];
  const totalPages = projects.data?.meta.pagination.total_pages ?? 1;
  const empty = query ? t("emptySearch", { query }) : status === "archived" ? t("emptyArchived") : t("emptyCurrent");
  const newProject = me?.capabilities.manage ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} style={{ flexShrink: 0 }}>
      {t("newProject")}
    </Button>
  ) : null;
  // No project at all yet: the button stands in the empty state instead of the header.
  const noneYet = !projects.isPending && list.length === 0 && !query && status === "current";
  const emptyIcon = query ? (
    <IconSearch size={24} />
  ) : status === "archived" ? (
    <IconArchive size={24} />
  ) : (
    <IconFolder size={24} />
  );
  const content = projects.isPending ? (
    <CardSkeletons />
  ) : list.length === 0 ? (
    <EmptyState message={empty} icon={emptyIcon} action={noneYet ? newProject : undefined} />
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} style={{ opacity: projects.isPlaceholderData ? 0.6 : 1 }}>
      {list.map((p) => (
        <ProjectCard key={p.id} project={p} />
      ))}
    </SimpleGrid>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Group gap="sm" wrap="nowrap" w={{ base: "100%", xs: "auto" }}>
          <ProjectSearch
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
          {!noneYet && newProject}
        </Group>
      </Group>
      <Tabs value={status} onChange={changeTab}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(tab)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {tab === status && content}
          </Tabs.Panel>
        ))}
      </Tabs>
      <PagePagination total={totalPages} value={page} onChange={setPage} />
      <ProjectFormModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
