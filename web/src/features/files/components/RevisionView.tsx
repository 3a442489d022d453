import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../components/DateText";
import { useFileWrites } from "../api";
import type { FileItem, Revision } from "../types";
import { ItemBody } from "./ItemBody";

type Props = { item: FileItem; revision: Revision | null; onLeave: () => void };

/**
 * The current version, or a revision under a notice that says so, with 'View current doc.' (or
 * link, file) to return and, for those who may edit, a restore that makes it current again.
 */
export function RevisionView({ item, revision, onLeave }: Props) {
  const { t } = useTranslation("files");
  const { restore } = useFileWrites(item.project_id);
  if (!revision) return <ItemBody item={item} version={item} />;
  const kind = item.type === "doc" || item.type === "link" ? item.type : "file";
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" data-testid="revision-notice">
        <Stack gap="xs">
          <Text size="sm">{t("single.viewingRevision", { date: formatDateTime(revision.created_at) })}</Text>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={onLeave}>
              {t(`single.viewCurrent.${kind}`)}
            </Button>
            {item.meta.can_edit ? (
              <Button
                size="xs"
                leftSection={<IconRestore size={14} aria-hidden />}
                loading={restore.isPending}
                onClick={() => restore.mutate({ id: item.id, revisionId: revision.id }, { onSuccess: onLeave })}
              >
                {t("single.restore")}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Alert>
      <ItemBody item={item} version={revision} revision={revision} />
    </Stack>
  );
}
