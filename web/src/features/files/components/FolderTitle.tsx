import { Text, TextInput, UnstyledButton } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cutTitle, TITLE_LIMIT } from "../titles";
import type { FileItem } from "../types";
import classes from "./FileCards.module.css";

type Props = {
  folder: FileItem;
  /** Resolves true once the new name is saved. */
  onRename: (title: string) => Promise<boolean>;
};

/** A click may be the first of a double-click that opens the folder: renaming waits this long. */
export const DOUBLE_CLICK_MS = 250;

/**
 * A folder's name; clicking it (or Enter on it) edits it in place (spec: "clicking the title edits
 * the name inline"). Enter or leaving the field saves, Escape cancels.
 */
export function FolderTitle({ folder, onRename }: Props) {
  const { t } = useTranslation("files");
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // Enter saves, and the blur that follows must not save a second time.
  const settled = useRef(false);
  const short = cutTitle(folder.title, TITLE_LIMIT);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!folder.meta.can_edit) {
    return (
      <Text fw={600} title={folder.title} style={{ overflowWrap: "anywhere" }}>
        {short}
      </Text>
    );
  }

  const finish = async (value: string) => {
    if (settled.current) return;
    settled.current = true;
    const title = value.trim();
    if (title === "" || title === folder.title) return setEditing(false);
    setSaving(true);
    const ok = await onRename(title);
    setSaving(false);
    if (ok) setEditing(false);
    else settled.current = false;
  };

  if (editing) {
    return (
      <TextInput
        size="xs"
        aria-label={t("card.renameInput")}
        defaultValue={folder.title}
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        readOnly={saving}
        maxLength={255}
        onBlur={(e) => void finish(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            void finish(e.currentTarget.value);
          } else if (e.key === "Escape") {
            // Escape leaves the field only, not a dialog or page around it.
            e.stopPropagation();
            settled.current = true;
            setEditing(false);
          }
        }}
        data-testid="folder-rename"
      />
    );
  }

  const start = () => {
    settled.current = false;
    setEditing(true);
  };
  return (
    <UnstyledButton
      className={classes.titleButton}
      title={folder.title}
      aria-label={t("card.rename", { title: folder.title })}
      onClick={(e) => {
        window.clearTimeout(timer.current);
        // From the keyboard (detail 0) at once; a second click is a double-click, which opens instead.
        if (e.detail === 0) start();
        else if (e.detail === 1) timer.current = window.setTimeout(start, DOUBLE_CLICK_MS);
      }}
    >
      {short}
    </UnstyledButton>
  );
}
