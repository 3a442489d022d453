import { Alert, Button, Grid, Group, Modal, Skeleton, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "../../../api/client";
import { can, useProject, useProjectId } from "../../../api/project";
import { CommentThread } from "../../../components/comments/CommentThread";
import { filesKey, useFileItem } from "../api";
import { ItemEditor } from "../components/ItemEditor";
import { ItemHeader } from "../components/ItemHeader";
import { RevisionsSidebar } from "../components/RevisionsSidebar";
import { RevisionView } from "../components/RevisionView";
import { folderHref } from "../links";

type Props = { param: "docId" | "fileId" | "linkId" };

/**
 * singleDoc, singleFile and singleLink: one item over its folder, with its own URL; closing (or
 * Escape, unless a field is being edited) goes back to the folder (pro_file_lists). Creator, date and
 * time, content, attachments, comments, and the Revisions sidebar; Edit (when allowed) works in place.
 */
export default function FileItemModal({ param }: Props) {
  const { t } = useTranslation("files");
  const projectId = useProjectId();
  const params = useParams();
  const folderId = Number(params.folderId ?? 0);
  const id = Number(params[param]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const project = useProject(projectId).data;
  const item = useFileItem(projectId, id);
  const [editing, setEditing] = useState(false);
  const [revisionId, setRevisionId] = useState<number | null>(null);
  const phone = useMediaQuery("(max-width: 48em)");
  const close = () => void navigate(folderHref(projectId, Number.isInteger(folderId) ? folderId : 0));

  // A folder is opened as a list, never as a single view.
  const data = item.data?.type === "folder" ? undefined : item.data;
  const missing = (item.error instanceof ApiError && item.error.status === 404) || item.data?.type === "folder";
  const revision = data?.revisions?.data.find((r) => r.id === revisionId) ?? null;

  return (
    <Modal.Root opened onClose={close} size={1100} fullScreen={phone} closeOnEscape={!editing} returnFocus>
      <Modal.Overlay />
      <Modal.Content aria-busy={item.isPending || undefined} data-testid="file-modal">
        <Modal.Header style={{ alignItems: "flex-start", gap: "var(--mantine-spacing-sm)" }}>
          <ItemHeader
            projectId={projectId}
            item={data}
            version={revision}
            fallbackTitle={
              item.isPending ? t("single.loading") : missing ? t("single.notFoundTitle") : t("common:error")
            }
            editing={editing}
            onEdit={() => {
              setRevisionId(null);
              setEditing(true);
            }}
            onDeleted={close}
            canSetPrivacy={can(project, "view_private_file")}
          />
          <Modal.CloseButton aria-label={t("single.close")} />
        </Modal.Header>
        <Modal.Body>
          {data ? (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="lg">
                  {editing ? (
                    <ItemEditor
                      item={data}
                      canSetPrivacy={can(project, "view_private_file")}
                      onDone={() => setEditing(false)}
                    />
                  ) : (
                    <RevisionView item={data} revision={revision} onLeave={() => setRevisionId(null)} />
                  )}
                  <CommentThread
                    projectId={projectId}
                    commentableType="file"
                    commentableId={data.id}
                    onChanged={() => void queryClient.invalidateQueries({ queryKey: [...filesKey(projectId), "list"] })}
                  />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <RevisionsSidebar
                  revisions={data.revisions?.data ?? []}
                  selected={revisionId}
                  onSelect={(rid) => {
                    setEditing(false);
                    setRevisionId(rid);
                  }}
                />
              </Grid.Col>
            </Grid>
          ) : missing ? (
            <Alert color="gray" data-testid="file-missing">
              {t("single.notFound")}
            </Alert>
          ) : item.isError ? (
            <Button variant="light" color="red.9" onClick={() => void item.refetch()}>
              {t("common:retry")}
            </Button>
          ) : (
            <Group align="flex-start" gap="lg" aria-hidden>
              <Stack gap="sm" style={{ flex: 2 }}>
                <Skeleton height={20} width="40%" />
                <Skeleton height={160} />
                <Skeleton height={80} />
              </Stack>
              <Skeleton height={120} style={{ flex: 1 }} visibleFrom="md" />
            </Group>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
