import { ActionIcon, Anchor, Card, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconFolderFilled, IconLock, IconLockOpen } from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PrivacyLock } from "../../../components/PrivacyLock";
import { folderHref } from "../links";
import type { FileItem } from "../types";
import classes from "./FileCards.module.css";
import { FolderTitle } from "./FolderTitle";
import { ItemMenu } from "./ItemMenu";
import type { ItemActions } from "./itemActions";

/** Double-clicks on the card's own controls are theirs, not an "open". */
const ownControl = (e: MouseEvent) =>
  (e.target as HTMLElement).closest("input, a, [role=menu], .mantine-ActionIcon-root");

/**
 * A folder: double-click (or its icon, a link, with Enter) opens it; its name renames in place; a
 * lock toggles its privacy; the menu moves or deletes it.
 */
export function FolderCard({ folder, actions }: { folder: FileItem; actions: ItemActions }) {
  const { t } = useTranslation("files");
  const navigate = useNavigate();
  const href = folderHref(folder.project_id, folder.id);
  const open = () => void navigate(href);
  const lockable = folder.meta.can_edit && actions.canSetPrivacy;
  const lockLabel = folder.private
    ? t("card.unlock", { title: folder.title })
    : t("card.lock", { title: folder.title });
  return (
    <Card
      withBorder
      padding="sm"
      className={`${classes.card} ${classes.folder}`}
      onDoubleClick={(e) => {
        if (!ownControl(e)) open();
      }}
      data-testid="folder-card"
      data-item-id={folder.id}
    >
      <Group wrap="nowrap" gap="xs" align="center">
        <Anchor
          component={Link}
          to={href}
          aria-label={t("card.openFolder", { title: folder.title })}
          c="yellow.6"
          style={{ display: "flex", flex: "none" }}
        >
          <IconFolderFilled size={30} aria-hidden />
        </Anchor>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <FolderTitle folder={folder} onRename={(title) => actions.rename(folder, title)} />
          <Text size="xs" c="dimmed" truncate>
            {t("card.by", { name: folder.creator.data?.display_name ?? t("formerMember") })}
          </Text>
        </Stack>
        <Group gap={2} wrap="nowrap" style={{ flex: "none" }}>
          {lockable ? (
            <Tooltip label={lockLabel} withArrow>
              <ActionIcon
                variant="subtle"
                color={folder.private ? "red.8" : "gray"}
                aria-label={lockLabel}
                loading={actions.lockingId === folder.id}
                onClick={() => actions.toggleLock(folder)}
                data-testid="folder-lock"
              >
                {folder.private ? <IconLock size={18} /> : <IconLockOpen size={18} />}
              </ActionIcon>
            </Tooltip>
          ) : folder.private ? (
            <PrivacyLock />
          ) : null}
          <ItemMenu item={folder} actions={actions} onOpen={open} />
        </Group>
      </Group>
    </Card>
  );
}
