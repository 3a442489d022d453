import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AttachmentList } from "../../../components/attachments/AttachmentList";
import { RichTextView } from "../../../components/RichText/RichTextView";
import type { FileItem, Revision } from "../types";
import { FileBody } from "./FileBody";
import { ViewOnline } from "./ViewOnline";

/** What is shown of an item: the current version, or one of its revisions. */
export type Version = { title: string; description: string | null; url: string | null };

/**
 * The content of a doc (text, attachments), a link (address, 'View Online', note) or a file (FileBody: preview,
 * 'Attached to', download, new versions). `revision` is the one shown, if any.
 */
export function ItemBody({
  item,
  version,
  revision = null,
}: {
  item: FileItem;
  version: Version;
  revision?: Revision | null;
}) {
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
      <FileBody item={item} revision={revision} />
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
