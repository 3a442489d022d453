import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconFileText, IconFolderOpen, IconFolderPlus, IconLink, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useOutlet, useParams } from "react-router";
import { ApiError } from "../../../api/client";
import { can, useProject, useProjectId } from "../../../api/project";
import { routeTo } from "../../../app/route-names";
import { FileDropZone } from "../../../components/attachments/FileDropZone";
import { usePastedFiles } from "../../../components/attachments/usePastedFiles";
import { EmptyState } from "../../../components/EmptyState";
import { useFolderItems } from "../api";
import { CreateDocModal } from "../components/CreateDocModal";
import { FileGrid } from "../components/FileGrid";
import { FilesBreadcrumb } from "../components/FilesBreadcrumb";
import { FilesSkeleton } from "../components/FilesSkeleton";
import { FolderForm } from "../components/FolderForm";
import { useItemActions } from "../components/itemActions";
import { UploadForm } from "../components/UploadForm";

type Form = "folder" | "upload" | "doc" | "link";

/**
 * pm_files and pro_file_lists: one folder's folders, docs, links and uploaded files as cards (at the
 * top level also the files attached elsewhere in the project), 48 at a time; the create buttons for
 * those with create_file, who may also drop or paste files on the folder; the single views open over it
 * (the route's outlet).
 */
export default function FilesPage() {
  const { t } = useTranslation("files");
  const projectId = useProjectId();
  const folderParam = useParams().folderId;
  const folderId = folderParam === undefined ? 0 : Number(folderParam);
  const project = useProject(projectId).data;
  const items = useFolderItems(projectId, folderId);
  const [form, setForm] = useState<Form | null>(null);
  const [dropped, setDropped] = useState<File[] | undefined>();
  // The single views open over the folder; while one is, what is dropped or pasted is its own business.
  const single = useOutlet();
  const canCreate = can(project, "create_file");
  const canSetPrivacy = can(project, "view_private_file");
  const first = items.data?.pages[0]?.meta;
  const { actions, dialogs } = useItemActions({
    projectId,
    canSetPrivacy,
    // A folder deleted here hands its contents to the folder shown.
    parentName: () => first?.folder?.title ?? t("confirm.topLevel"),
  });

  const validFolder = Number.isInteger(folderId) && folderId >= 0;
  const missing = !validFolder || (items.error instanceof ApiError && items.error.status === 404);
  const list = items.data?.pages.flatMap((p) => p.data) ?? [];
  const total = items.data?.pages.at(-1)?.meta.pagination.total ?? 0;
  const close = () => {
    setForm(null);
    setDropped(undefined);
  };
  const formProps = { projectId, parent: folderId, canSetPrivacy, onClose: close };
  // Files dropped or pasted on the folder go up at once, each with its progress (UploadForm).
  const takesFiles = canCreate && !missing && form === null && single === null;
  const upload = (files: File[]) => {
    setDropped(files);
    setForm("upload");
  };
  usePastedFiles(upload, takesFiles);

  const buttons: [Form, string, typeof IconUpload][] = [
    ["folder", t("actions.createFolder"), IconFolderPlus],
    ["upload", t("actions.upload"), IconUpload],
    ["doc", t("actions.createDoc"), IconFileText],
    ["link", t("actions.linkDocs"), IconLink],
  ];

  return (
    <FileDropZone onFiles={upload} hint={t("dropHint")} disabled={!takesFiles} testId="files-drop-zone">
      <Stack gap="md" mih="60vh">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2}>{t("title")}</Title>
          {canCreate && !missing ? (
            <Group gap="xs" data-testid="files-create">
              {buttons.map(([key, label, Icon]) => (
                <Button
                  key={key}
                  size="sm"
                  variant={key === "upload" ? "filled" : "light"}
                  leftSection={<Icon size={16} aria-hidden />}
                  onClick={() => setForm(key)}
                >
                  {label}
                </Button>
              ))}
            </Group>
          ) : null}
        </Group>
        <FilesBreadcrumb projectId={projectId} trail={first?.breadcrumb ?? []} />
        {missing ? (
          <Alert color="gray" data-testid="folder-missing">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("folderMissing")}</Text>
              <Anchor component={Link} to={routeTo("pm_files", { project_id: projectId })} size="sm">
                {t("backHome")}
              </Anchor>
            </Stack>
          </Alert>
        ) : items.isPending ? (
          <FilesSkeleton />
        ) : list.length === 0 ? (
          // The create buttons stand just above: the empty folder only says so.
          <EmptyState message={t("empty")} icon={<IconFolderOpen size={24} />} />
        ) : (
          <FileGrid items={list} folderId={folderId} actions={actions} />
        )}
        {items.hasNextPage ? (
          <Group justify="center" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("shown", { shown: list.length, total })}
            </Text>
            <Button variant="default" onClick={() => void items.fetchNextPage()} loading={items.isFetchingNextPage}>
              {t("loadMore")}
            </Button>
          </Group>
        ) : null}
        {form === "folder" ? <FolderForm {...formProps} /> : null}
        {form === "upload" ? <UploadForm {...formProps} dropped={dropped} /> : null}
        {form === "doc" || form === "link" ? <CreateDocModal kind={form} {...formProps} /> : null}
        {dialogs}
        {single}
      </Stack>
    </FileDropZone>
  );
}
