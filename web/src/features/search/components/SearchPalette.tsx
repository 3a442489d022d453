import { Loader, Modal, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSearch } from "../api";
import { ALL_GROUPS, byGroup } from "../groups";
import { isMac } from "../platform";
import { searchTarget } from "../targets";
import { HitRow } from "./HitRow";
import classes from "./Search.module.css";

/** The header's search asks after a short pause, from two characters, for a few hits of every group. */
const MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;
const PER_GROUP = 5;
const optionId = (i: number) => `global-search-hit-${i}`;

/**
 * The command-palette search: a field whose arrow keys move through the hits below it (a combobox over a
 * listbox). Enter opens the chosen one here, as a command palette does (issue 46: a new tab for every pick
 * left tabs behind); Ctrl+Enter (⌘+Enter on a Mac) opens it in a new tab, as Ctrl-clicking a hit does. The
 * project search panel keeps the spec's new tab.
 */
export function SearchPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useSearch({ query, models: ALL_GROUPS, perGroup: PER_GROUP }, MIN_LENGTH);
  const hits = query.length >= MIN_LENGTH ? (search.data?.data ?? []) : [];
  const [active, setActive] = useState(0);
  // New hits start at the first (React's "adjusting state when a prop changes", without an effect).
  const [shown, setShown] = useState(search.data);
  if (shown !== search.data) {
    setShown(search.data);
    setActive(0);
  }
  useEffect(() => {
    if (opened) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active, opened]);

  const open = (index: number, newTab: boolean) => {
    const hit = hits[index];
    if (!hit) return;
    if (newTab) window.open(searchTarget(hit), "_blank", "noopener,noreferrer");
    else void navigate(searchTarget(hit));
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (e.key === "Enter" && !e.nativeEvent.isComposing) {
      e.preventDefault();
      open(active, e.ctrlKey || e.metaKey);
    }
  };

  let index = -1;
  const waiting = query.length >= MIN_LENGTH && (search.isPending || (search.isPlaceholderData && search.isFetching));
  return (
    <Modal opened={opened} onClose={onClose} title={t("dialogTitle")} size="lg" yOffset="8vh">
      <Stack gap="xs">
        <TextInput
          data-autofocus
          role="combobox"
          aria-label={t("inputLabel")}
          aria-expanded={hits.length > 0}
          aria-controls={hits.length > 0 ? "global-search-hits" : undefined}
          aria-autocomplete="list"
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          placeholder={t("placeholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={waiting ? <Loader size="xs" /> : null}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {hits.length > 0 && (
          <div id="global-search-hits" role="listbox" aria-label={t("dialogTitle")} className={classes.list}>
            {byGroup(hits).map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with ARIA groups; a fieldset groups form fields.
              <div key={group.model} role="group" aria-labelledby={`global-search-group-${group.model}`}>
                <Text
                  id={`global-search-group-${group.model}`}
                  size="xs"
                  fw={700}
                  c="dimmed"
                  className={classes.groupTitle}
                >
                  {t(`groups.${group.model}`)}
                </Text>
                {group.hits.map((hit) => {
                  index++;
                  const i = index;
                  return (
                    <HitRow
                      key={`${hit.type}-${hit.id}`}
                      id={optionId(i)}
                      hit={hit}
                      active={i === active}
                      onHover={() => setActive(i)}
                      onOpen={onClose}
                      newTab={false}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        )}
        {hits.length > 0 &&
          ALL_GROUPS.filter((g) => search.data?.meta.groups[g]?.has_more).map((g) => (
            <Text key={g} size="xs" c="dimmed">
              {t("more", { group: t(`groups.${g}`) })}
            </Text>
          ))}
        {query.length >= MIN_LENGTH && search.isPending && (
          <Stack gap={6} aria-hidden>
            <Skeleton height={14} width="70%" />
            <Skeleton height={14} width="55%" />
            <Skeleton height={14} width="62%" />
          </Stack>
        )}
        {search.isSuccess && query.length >= MIN_LENGTH && hits.length === 0 && !search.isPlaceholderData && (
          <Text size="sm" c="dimmed" role="status">
            {t("noResult")}
          </Text>
        )}
        {search.isError && (
          <Text size="sm" c="red" role="alert">
            {t("error")}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {text.trim().length < MIN_LENGTH
            ? t("typeMore", { count: MIN_LENGTH })
            : t("keys", { mod: isMac ? "⌘" : t("ctrlKey") })}
        </Text>
      </Stack>
    </Modal>
  );
}
