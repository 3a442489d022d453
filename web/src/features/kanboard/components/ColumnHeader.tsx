import { ActionIcon, CloseButton, Menu, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconDots, IconPalette, IconPencil, IconSearch, IconTrash } from "@tabler/icons-react";
import { type CSSProperties, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DragHandle, type DragWiring } from "../../../components/DragHandle";
import { readableTextColor } from "../../labels/contrast";
import type { Column } from "../types";
import classes from "./Kanboard.module.css";

/** The spec's task search debounce; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 2000;

/** What the header shows beside the title: nothing more, the search field, or the open action menu. */
export type HeaderMode = "idle" | "search" | "menu" | "rename";

type Props = {
  column: Column;
  canManage: boolean;
  mode: HeaderMode;
  onMode: (mode: HeaderMode | ((current: HeaderMode) => HeaderMode)) => void;
  /** The words searched (debounced), "" for none. */
  onSearch: (words: string) => void;
  onRename: (title: string) => void;
  onSettings: () => void;
  onDelete: () => void;
  /** The column's drag handle (managers), from its sortable. */
  handle?: DragWiring;
};

/**
 * A column's header: its colour, title (managers rename it in place), card count, and either the card search or
 * the action menu (managers), never both at once (spec: they are mutually exclusive).
 */
export function ColumnHeader({
  column,
  canManage,
  mode,
  onMode,
  onSearch,
  onRename,
  onSettings,
  onDelete,
  handle,
}: Props) {
  const { t } = useTranslation("kanboard");
  const accent = column.header_background;
  const style = accent
    ? ({ "--column-accent": accent, "--column-text": readableTextColor(accent) } as CSSProperties)
    : undefined;
  return (
    <div className={classes.header} style={style} data-coloured={accent ? true : undefined}>
      {handle && (
        <DragHandle
          wiring={handle}
          label={t("column.move", { title: column.title })}
          className={classes.handle}
          testId="column-drag-handle"
        />
      )}
      {mode === "rename" ? (
        <RenameField column={column} onDone={(title) => (title ? onRename(title) : onMode("idle"))} />
      ) : mode === "search" ? (
        <SearchField column={column} onSearch={onSearch} onClose={() => onMode("idle")} />
      ) : (
        <>
          <h3 className={classes.columnTitle} style={{ margin: 0 }}>
            {column.title}
          </h3>
          <span className={classes.count} title={t("column.count", { count: column.task.meta.pagination.total })}>
            {column.task.meta.pagination.total}
          </span>
          <ActionIcon
            variant="subtle"
            color={accent ? readableTextColor(accent) : "gray"}
            aria-label={t("column.search", { title: column.title })}
            onClick={() => onMode("search")}
          >
            <IconSearch size={16} />
          </ActionIcon>
          {canManage && (
            <Menu
              position="bottom-end"
              withinPortal
              opened={mode === "menu"}
              // Closing after an item was chosen keeps what the item opened (the rename field).
              onChange={(open) => onMode(open ? "menu" : (current) => (current === "menu" ? "idle" : current))}
            >
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color={accent ? readableTextColor(accent) : "gray"}
                  aria-label={t("column.actions", { title: column.title })}
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onMode("rename")}>
                  {t("column.rename")}
                </Menu.Item>
                <Menu.Item leftSection={<IconPalette size={14} />} onClick={onSettings}>
                  {t("column.settings")}
                </Menu.Item>
                <Menu.Item color="red.9" leftSection={<IconTrash size={14} />} onClick={onDelete}>
                  {t("column.delete")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </>
      )}
    </div>
  );
}

function RenameField({ column, onDone }: { column: Column; onDone: (title: string | null) => void }) {
  const { t } = useTranslation("kanboard");
  const [title, setTitle] = useState(column.title);
  const finish = () => onDone(title.trim() && title.trim() !== column.title ? title.trim() : null);
  return (
    <TextInput
      size="xs"
      style={{ flex: 1 }}
      aria-label={t("column.titleLabel")}
      value={title}
      maxLength={100}
      autoFocus
      onChange={(e) => setTitle(e.currentTarget.value)}
      onBlur={finish}
      onKeyDown={(e) => {
        if (e.key === "Enter") finish();
        if (e.key === "Escape") onDone(null);
      }}
    />
  );
}

function SearchField({
  column,
  onSearch,
  onClose,
}: {
  column: Column;
  onSearch: (w: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("kanboard");
  const [words, setWords] = useState("");
  const [settled] = useDebouncedValue(words.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  const close = () => {
    onSearch("");
    onClose();
  };
  return (
    <TextInput
      size="xs"
      style={{ flex: 1 }}
      type="search"
      aria-label={t("column.searchLabel", { title: column.title })}
      placeholder={t("column.searchLabel", { title: column.title })}
      value={words}
      autoFocus
      onChange={(e) => setWords(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter") onSearch(words.trim());
        if (e.key === "Escape") close();
      }}
      rightSection={<CloseButton size="sm" aria-label={t("column.closeSearch")} onClick={close} />}
    />
  );
}
