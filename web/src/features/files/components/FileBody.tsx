import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FileDropZone } from "../../../components/attachments/FileDropZone";
import { UploadRow } from "../../../components/attachments/UploadRow";
import { attachedHref } from "../links";
import type { FileItem, Revision } from "../types";
import { FileViewer } from "./FileViewer";
import { NewVersionButton, useNewVersion } from "./NewVersion";

/**
 * An uploaded file or an attachment: its preview, 'Attached to' with its link, a download under its own name and,
 * for an uploaded file its editor sees, 'Upload a new version' (or a file dropped on the preview). A revision
 * shows its own bytes, downloadable as the file is.
 */
export function FileBody({ item, revision }: { item: FileItem; revision: Revision | null }) {
  const { t } = useTranslation("files");
  const version = useNewVersion(item);
  const shown = revision ?? item;
  const takesVersions = item.type === "pro_file" && item.meta.can_edit && revision === null;
  return (
    <Stack gap="sm">
      <FileDropZone
        onFiles={(files) => void version.send(files)}
        hint={t("single.newVersionHint")}
        disabled={!takesVersions || version.pending}
      >
        <FileViewer item={item} shown={shown} />
      </FileDropZone>
      <Group gap="sm" justify="space-between" wrap="wrap">
        {item.attached_to ? (
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="single.attachedTo"
              values={{ item: item.attached_to.title }}
              components={{
                item: (
                  <Anchor
                    component={Link}
                    to={attachedHref(item.project_id, item.attached_to)}
                    inherit
                    underline="always"
                  />
                ),
              }}
            />
          </Text>
        ) : (
          <span />
        )}
        <Group gap="xs">
          {takesVersions ? (
            <NewVersionButton onFile={(file) => void version.send([file])} pending={version.pending} />
          ) : null}
          {shown.download_url ? (
            <Button
              component="a"
              href={shown.download_url}
              download={shown.title}
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
            >
              {revision ? t("single.downloadVersion", { name: revision.title }) : t("single.download")}
            </Button>
          ) : null}
        </Group>
      </Group>
      {version.upload ? (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
          <UploadRow
            upload={version.upload}
            labels={version.labels}
            onRemove={version.upload.status === "failed" ? version.dismiss : undefined}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
