import type { SearchModel } from "@cairn/shared";
import { Checkbox, CloseButton, Group, Popover, ScrollArea, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearch, useSearchOn } from "../api";
import { HitRow } from "./HitRow";
import classes from "./Search.module.css";

/** Spec: the project search runs from 3 characters, 500 ms after the last keystroke. */
const MIN_LENGTH = 3;
const DEBOUNCE_MS = 500;
/** The panel's groups and their checkboxes, Tasks checked at first (spec). */
const PANEL_GROUPS: SearchModel[] = ["tasks", "task_list", "discussion_board", "milestone"];

/**
 * A project's search box and its result panel (at most 300 px tall, 288 px wide): a checkbox per group, each
 * checked group asked for on its own, with its own skeleton; hits open in a new tab (spec), each task with its list.
 */
export function ProjectSearchBox({ projectId }: { projectId: number }) {
  const { t } = useTranslation("search");
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [groups, setGroups] = useState<SearchModel[]>(["tasks"]);
  const [closed, setClosed] = useState(false);
  const opened = query.length >= MIN_LENGTH && !closed;
  if (!useSearchOn()) return null;
  return (
    // withRoles off: Mantine would mark the field as a dialog's trigger (aria-expanded is not allowed on a textbox).
    <Popover
      opened={opened}
      onChange={(o) => !o && setClosed(true)}
      position="bottom-end"
      shadow="md"
      withinPortal
      withRoles={false}
      width={288}
    >
      <Popover.Target>
        <TextInput
          className={classes.projectBox}
          aria-label={t("project.label")}
          placeholder={t("project.placeholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setClosed(false);
          }}
          onFocus={() => setClosed(false)}
          onKeyDown={(e) => {
            if (e.key === "Escape") setClosed(true);
          }}
          aria-controls={opened ? "project-search-panel" : undefined}
          data-testid="project-search"
        />
      </Popover.Target>
      <Popover.Dropdown
        p="xs"
        className={classes.panel}
        id="project-search-panel"
        role="region"
        aria-label={t("project.panel")}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
          <Group gap="xs" role="group" aria-label={t("project.groups")}>
            {PANEL_GROUPS.map((g) => (
              <Checkbox
                key={g}
                size="xs"
                label={t(`groups.${g}`)}
                checked={groups.includes(g)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setGroups((now) => PANEL_GROUPS.filter((x) => (x === g ? on : now.includes(x))));
                }}
              />
            ))}
          </Group>
          <CloseButton size="sm" aria-label={t("project.close")} onClick={() => setClosed(true)} />
        </Group>
        <ScrollArea.Autosize mah={300 - 60} type="auto" mt={6}>
          <Stack gap={4}>
            {groups.map((g) => (
              <GroupResults key={g} model={g} query={query} projectId={projectId} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

/** One checked group: its own request (added groups run their search at once), skeleton, hits or none. */
function GroupResults({ model, query, projectId }: { model: SearchModel; query: string; projectId: number }) {
  const { t } = useTranslation("search");
  const search = useSearch({ query, models: [model], projectId }, MIN_LENGTH);
  const hits = search.data?.data ?? [];
  const titleId = `project-search-${model}`;
  return (
    <div data-testid={`project-search-group-${model}`}>
      <Text id={titleId} size="xs" fw={700} c="dimmed" className={classes.groupTitle}>
        {t(`groups.${model}`)}
      </Text>
      {search.isPending || (search.isPlaceholderData && search.isFetching) ? (
        <Stack gap={6} p={8} aria-hidden data-testid="project-search-loading">
          <Skeleton height={12} width="80%" />
          <Skeleton height={12} width="60%" />
        </Stack>
      ) : search.isError ? (
        <Text size="sm" c="red" px={8} role="alert">
          {t("error")}
        </Text>
      ) : hits.length === 0 ? (
        <Text size="sm" c="dimmed" px={8}>
          {t("noResult")}
        </Text>
      ) : (
        <div role="listbox" aria-labelledby={titleId}>
          {hits.map((hit) => (
            <HitRow key={`${hit.type}-${hit.id}`} hit={hit} inProject />
          ))}
        </div>
      )}
    </div>
  );
}
