import { Button, Group, Pagination, Stack, Title } from "@mantine/core";
import { IconMessages, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { can, useProject, useProjectId } from "../../../api/project";
import { routeTo } from "../../../app/route-names";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { useDiscussions, useDiscussionWrites } from "../api";
import { DiscussionForm } from "../components/DiscussionForm";
import { DiscussionRow } from "../components/DiscussionRow";

export default function DiscussionsPage() {
  const { t } = useTranslation("discussions");
  const projectId = useProjectId();
  const project = useProject(projectId).data;
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const discussions = useDiscussions(projectId, page);
  const { create } = useDiscussionWrites(projectId);
  const canCreate = can(project, "create_message");
  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t("new")}
    </Button>
  ) : null;

  const list = discussions.data?.data ?? [];
  const pages = discussions.data?.meta.pagination.total_pages ?? 1;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t("title")}</Title>
        {list.length > 0 ? newButton : null}
      </Group>
      {discussions.isPending ? (
        <PageLoader />
      ) : list.length === 0 ? (
        <EmptyState message={t("empty")} icon={<IconMessages size={24} />} action={newButton} />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {list.map((d) => (
            <DiscussionRow key={d.id} discussion={d} />
          ))}
        </Stack>
      )}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
      {creating ? (
        <DiscussionForm
          projectId={projectId}
          canSetPrivacy={can(project, "view_private_message")}
          pending={create.isPending}
          error={create.error}
          onSubmit={(draft) =>
            create.mutate(draft, {
              onSuccess: (res) =>
                void navigate(routeTo("individual_discussions", { project_id: projectId, discussion_id: res.data.id })),
            })
          }
          onClose={() => {
            setCreating(false);
            create.reset();
          }}
        />
      ) : null}
    </Stack>
  );
}
