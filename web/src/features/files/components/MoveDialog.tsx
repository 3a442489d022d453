import { Group, Loader, Modal, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFolder, IconHome } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFileWrites, useFolderSearch } from "../api";
import { moveTargets } from "../moveTargets";
import type { FileItem, FolderRef } from "../types";
import { FormActions } from "./FormParts";

/** Spec §9: the folder search waits 2 s after the last keystroke. */
export const FOLDER_SEARCH_DEBOUNCE_MS = 2000;
/** Without search text, the first folders are offered straight away. */
const FIRST_FOLDERS = 20;
const TOP = "0";

type Props = { projectId: number; item: FileItem; folders: FolderRef[]; onClose: () => void };

/**
 * 'File:' and the item's name, a searchable single-choice folder picker ('Search Folders', searched on
 * the server), and 'Move File' with a spinner. Only folders are offered, never the item itself, its
 * own subfolders or the folder it is already in; the top level when it is inside a folder.
 */
export function MoveDialog({ projectId, item, folders, onClose }: Props) {
  const { t } = useTranslation("files");
  const [search, setSearch] = useState("");
  const [value, setValue] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), FOLDER_SEARCH_DEBOUNCE_MS);
  // Picking an option puts its label in the box: that is not a new search.
  const picked = value !== null && search === labelOf(value);
  const found = useFolderSearch(projectId, picked ? "" : debounced);
  const { move } = useFileWrites(projectId);
  const targets = moveTargets(item, folders);
  const allowed = new Set(targets.folders.map((f) => f.id));

  function labelOf(id: string): string {
    if (id === TOP) return t("move.topLevel");
    return folders.find((f) => String(f.id) === id)?.title ?? "";
  }

  const searching = search.trim() !== "" && !picked;
  const waiting = searching && (debounced !== search.trim() || found.isFetching);
  const candidates = searching
    ? (found.data ?? []).filter((f) => allowed.has(f.id))
    : targets.folders.slice(0, FIRST_FOLDERS);
  const options = [
    ...(targets.topLevel && !searching ? [{ value: TOP, label: t("move.topLevel") }] : []),
    ...candidates.map((f) => ({ value: String(f.id), label: f.title })),
  ];
  // The chosen option stays listed while another search runs, so the box keeps showing it.
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: labelOf(value) });

  const submit = () => {
    if (value === null) return;
    move.mutate({ source: item.id, destination: Number(value) }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t("move.title")} size={400}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Group gap={6} wrap="nowrap" align="baseline">
            <Text size="sm" fw={600} style={{ flex: "none" }}>
              {t("move.file")}
            </Text>
            <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="move-file-name">
              {item.title}
            </Text>
          </Group>
          <Select
            label={t("move.destination")}
            placeholder={t("move.search")}
            data-autofocus
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            value={value}
            onChange={setValue}
            data={options}
            // The server has already matched the text; its answer is shown as it is.
            filter={({ options: all }) => all}
            nothingFoundMessage={waiting ? t("single.loading") : t("move.nothing")}
            rightSection={waiting ? <Loader size={14} aria-label={t("single.loading")} /> : undefined}
            renderOption={({ option }) => (
              <Group gap={6} wrap="nowrap">
                {option.value === TOP ? <IconHome size={14} aria-hidden /> : <IconFolder size={14} aria-hidden />}
                <span style={{ overflowWrap: "anywhere" }}>{option.label}</span>
              </Group>
            )}
            comboboxProps={{ withinPortal: true }}
          />
          <FormActions
            cancel={t("cancel")}
            submit={t("move.submit")}
            onCancel={onClose}
            pending={move.isPending}
            disabled={value === null}
          />
        </Stack>
      </form>
    </Modal>
  );
}
