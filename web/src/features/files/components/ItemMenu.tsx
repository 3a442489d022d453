import { Menu } from "@mantine/core";
import { IconArrowsMove, IconFolderOpen, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DotsMenu } from "../../../components/DotsMenu";
import type { FileItem } from "../types";
import type { ItemActions } from "./itemActions";

/** The actions of a card that do not fit on it: open (folders), move and delete, as the server allows. */
export function ItemMenu({ item, actions, onOpen }: { item: FileItem; actions: ItemActions; onOpen?: () => void }) {
  const { t } = useTranslation("files");
  const movable = actions.canMove(item);
  if (!onOpen && !movable && !item.meta.can_delete) return null;
  return (
    <DotsMenu label={t("card.menu", { title: item.title })}>
      {onOpen ? (
        <Menu.Item leftSection={<IconFolderOpen size={16} />} onClick={onOpen}>
          {t("card.openItem")}
        </Menu.Item>
      ) : null}
      {movable ? (
        <Menu.Item leftSection={<IconArrowsMove size={16} />} onClick={() => actions.move(item)}>
          {t("card.move")}
        </Menu.Item>
      ) : null}
      {item.meta.can_delete ? (
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(item)}>
          {t("card.delete")}
        </Menu.Item>
      ) : null}
    </DotsMenu>
  );
}
