import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { useAllFolders, useFileWrites } from "../api";
import { canMoveSomewhere } from "../moveTargets";
import type { FileItem } from "../types";
import { MoveDialog } from "./MoveDialog";

export type ItemActions = {
  projectId: number;
  /** Whether the caller may mark items private (view_private_file). */
  canSetPrivacy: boolean;
  canMove: (item: FileItem) => boolean;
  move: (item: FileItem) => void;
  remove: (item: FileItem) => void;
  toggleLock: (item: FileItem) => void;
  /** Resolves true once saved. */
  rename: (item: FileItem, title: string) => Promise<boolean>;
  /** The item whose privacy is being saved. */
  lockingId: number | null;
};

type Options = {
  projectId: number;
  canSetPrivacy: boolean;
  /** The name of the folder a deleted folder's contents move up to. */
  parentName: (item: FileItem) => string;
  onDeleted?: (item: FileItem) => void;
};

/** What cards and the single view do to an item, with the confirmation and the move dialog they need. */
export function useItemActions({ projectId, canSetPrivacy, parentName, onDeleted }: Options): {
  actions: ItemActions;
  dialogs: ReactNode;
} {
  const { t } = useTranslation("files");
  const folders = useAllFolders(projectId);
  const { update, remove } = useFileWrites(projectId);
  const [moving, setMoving] = useState<FileItem | null>(null);

  const actions: ItemActions = {
    projectId,
    canSetPrivacy,
    // Attachments belong to their item and never move (contract: "type file cannot be moved").
    canMove: (item) => item.meta.can_move && item.type !== "file" && canMoveSomewhere(item, folders.data ?? []),
    move: setMoving,
    remove: (item) => {
      const message =
        item.type === "folder"
          ? t("confirm.folder", { parent: parentName(item) })
          : t("confirm.item", { title: item.title });
      void confirmAction({ message }).then((ok) => {
        if (ok) remove.mutate(item.id, { onSuccess: () => onDeleted?.(item) });
      });
    },
    toggleLock: (item) => update.mutate({ id: item.id, change: { private: !item.private } }),
    rename: (item, title) =>
      update.mutateAsync({ id: item.id, change: { title } }).then(
        () => true,
        () => false,
      ),
    lockingId: update.isPending && update.variables?.change.private !== undefined ? update.variables.id : null,
  };
  const dialogs = moving ? (
    <MoveDialog projectId={projectId} item={moving} folders={folders.data ?? []} onClose={() => setMoving(null)} />
  ) : null;
  return { actions, dialogs };
}
