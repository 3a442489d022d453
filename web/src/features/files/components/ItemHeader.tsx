import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../components/DateText";
import { PrivacyLock } from "../../../components/PrivacyLock";
import { UserAvatar } from "../../../components/UserAvatar";
import { cutTitle, TITLE_LIMIT } from "../titles";
import type { FileItem, Revision } from "../types";
import { ItemIcon } from "./ItemIcon";
import { useItemActions } from "./itemActions";

type Props = {
  projectId: number;
  item: FileItem | undefined;
  /** The revision being looked at, if any: its title and author are shown. */
  version: Revision | null;
  fallbackTitle: string;
  editing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
  canSetPrivacy: boolean;
};

/** The single view's title (a file's cut to 20 characters), creator, date and time, Edit and Delete. */
export function ItemHeader(props: Props) {
  const { projectId, item, version, fallbackTitle, editing, onEdit, onDeleted, canSetPrivacy } = props;
  const { t } = useTranslation("files");
  const { actions } = useItemActions({
    projectId,
    canSetPrivacy,
    parentName: () => "",
    onDeleted,
  });
  if (!item) {
    return (
      <Modal.Title fz="h3" fw={700}>
        {fallbackTitle}
      </Modal.Title>
    );
  }
  const title = version?.title ?? item.title;
  const isFile = item.type === "pro_file" || item.type === "file";
  const author = (version ?? item).creator.data ?? { id: 0, display_name: t("formerMember") };
  const when = (version ?? item).created_at;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
      <Stack gap={6} miw={0}>
        <Group gap="xs" wrap="nowrap" align="center">
          <ItemIcon item={item} size={22} />
          <Modal.Title fz="h3" fw={700} title={title} style={{ overflowWrap: "anywhere" }}>
            {isFile ? cutTitle(title, TITLE_LIMIT) : title}
          </Modal.Title>
          {item.private ? <PrivacyLock /> : null}
        </Group>
        <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
          <UserAvatar user={author} size={32} />
          <Text size="sm" fw={600}>
            {author.display_name}
          </Text>
          <Text size="sm" c="dimmed" component="time" dateTime={when.datetime ?? undefined} data-testid="file-created">
            {formatDateTime(when)}
          </Text>
        </Group>
      </Stack>
      <Group gap={4} wrap="nowrap">
        {item.meta.can_edit && !editing && !version ? (
          <Button variant="light" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
            {t("single.edit")}
          </Button>
        ) : null}
        {item.meta.can_delete ? (
          <Tooltip label={t("single.delete")} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("single.delete")}
              onClick={() => actions.remove(item)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Group>
  );
}
