import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { fileSize } from "./fileSize";
import { ATTACHMENTS_NS } from "./messages";
import type { Attachment } from "./types";

/** An item's files as download links (the server serves them with Content-Disposition). */
export function AttachmentList({ files }: { files: Attachment[] }) {
  const { t } = useTranslation(ATTACHMENTS_NS);
  if (files.length === 0) return null;
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("files")}>
      {files.map((file) => (
        <Group key={file.id} component="li" gap={6} wrap="nowrap" miw={0}>
          <IconPaperclip size={16} aria-hidden style={{ flex: "none" }} />
          <Anchor
            href={file.url}
            download={file.name}
            size="sm"
            aria-label={t("download", { name: file.name })}
            style={{ overflowWrap: "anywhere" }}
          >
            {file.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ flex: "none" }}>
            {fileSize(file.size)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
