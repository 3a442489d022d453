import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AttachmentList } from "../../../components/attachments/AttachmentList";
import { RichTextView } from "../../../components/RichText/RichTextView";
import { attachedHref } from "../links";
import type { FileItem } from "../types";
import { FileViewer } from "./FileViewer";
import { ViewOnline } from "./ViewOnline";

/** What is shown of an item: the current version, or one of its revisions. */
export type Version = { title: string; description: string | null; url: string | null };

/**
 * The content of a doc (text, attachments), a link (address, 'View Online', note) or a file (viewer,
 * 'Attached to' with its link, download under its own name).
 */
export function ItemBody({ item, version }: { item: FileItem; version: Version }) {
  const { t } = useTranslation("files");
  if (item.type === "link") {
    return (
      <Stack gap="sm">
        {version.url ? (
          <Group gap="sm" wrap="wrap" align="center">
            <Text size="sm" component="span" fw={600}>
              {t("single.url")}
            </Text>
            <Anchor
              href={version.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ overflowWrap: "anywhere" }}
            >
              {version.url}
            </Anchor>
            <ViewOnline url={version.url} size="xs" />
          </Group>
        ) : null}
        {version.description ? (
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t("single.note")}
            </Title>
            <RichTextView html={version.description} projectId={item.project_id} />
          </Stack>
        ) : null}
        <Attachments item={item} />
      </Stack>
    );
  }
  if (item.type === "doc") {
    return (
      <Stack gap="sm">
        <RichTextView html={version.description ?? ""} projectId={item.project_id} />
        <Attachments item={item} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <FileViewer item={item} />
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
        {item.download_url ? (
          <Button
            component="a"
            href={item.download_url}
            download={item.title}
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            {t("single.download")}
          </Button>
        ) : null}
      </Group>
      <Attachments item={item} />
    </Stack>
  );
}

function Attachments({ item }: { item: FileItem }) {
  const { t } = useTranslation("files");
  const files = item.files?.data ?? [];
  if (files.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {t("single.attachments")}
      </Title>
      <AttachmentList files={files} />
    </Stack>
  );
}
