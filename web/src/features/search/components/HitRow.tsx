import type { SearchHit } from "@cairn/shared";
import { Text } from "@mantine/core";
import {
  IconCheckbox,
  IconFile,
  IconFileText,
  IconFlag,
  IconFolder,
  IconLink,
  IconListCheck,
  IconMessages,
  IconSubtask,
} from "@tabler/icons-react";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { taskPlace } from "../../../components/taskPlace";
import { Snippet, snippetText } from "../snippet";
import { searchTarget } from "../targets";
import classes from "./Search.module.css";

const ICON: Record<SearchHit["type"], ReactNode> = {
  task: <IconCheckbox size={16} />,
  subtask: <IconSubtask size={16} />,
  task_list: <IconListCheck size={16} />,
  discussion_board: <IconMessages size={16} />,
  milestone: <IconFlag size={16} />,
  project: <IconFolder size={16} />,
  doc: <IconFileText size={16} />,
  link: <IconLink size={16} />,
  file: <IconFile size={16} />,
};

type Props = {
  hit: SearchHit;
  id?: string;
  active?: boolean;
  onHover?: () => void;
  /** After a plain click (one with Ctrl, ⌘ or Shift leaves the page where it is). */
  onOpen?: () => void;
  /** The project search panel's hits open in a new tab (spec); the palette's in this one. */
  newTab?: boolean;
  /** Inside one project its name says nothing: only a task's list is shown then. */
  inProject?: boolean;
};

/** Where a hit lives: a task's project and list, any other item's project; nothing for a project. */
export function hitPlace(hit: SearchHit, inProject = false): string {
  if (hit.type === "project") return "";
  const project = inProject ? null : hit.project_title;
  return taskPlace({ project, list: hit.type === "task" || hit.type === "subtask" ? hit.task_list_title : null });
}

const modified = (e: MouseEvent) => e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0;

/**
 * One hit as a link: its type, its title (marked when the title matched), where it lives (a copy of a project
 * has items of the same titles: its name tells them apart) and, when the text or a comment matched, the passage.
 */
export function HitRow({ hit, id, active, onHover, onOpen, newTab = true, inProject = false }: Props) {
  const { t } = useTranslation("search");
  const titleMatched = snippetText(hit.snippet) === hit.title;
  const place = hitPlace(hit, inProject);
  const common = {
    id,
    role: "option",
    "aria-selected": active ?? false,
    className: classes.hit,
    "data-active": active || undefined,
    "data-testid": "search-hit",
    onMouseMove: onHover,
  };
  const body = (
    <>
      <span className={classes.icon} title={t(`types.${hit.type}`)}>
        {ICON[hit.type]}
        <span className={classes.hidden}>{t(`types.${hit.type}`)}: </span>
      </span>
      <span className={classes.text}>
        <Text component="span" size="sm" fw={500} className={classes.title}>
          {titleMatched ? <Snippet html={hit.snippet} /> : hit.title}
        </Text>
        {place && (
          <Text component="span" size="xs" c="dimmed" className={classes.place} data-testid="search-hit-place">
            {place}
          </Text>
        )}
        {!titleMatched && (
          <Text component="span" size="xs" c="dimmed" className={classes.passage}>
            <Snippet html={hit.snippet} />
          </Text>
        )}
      </span>
    </>
  );
  if (newTab) {
    return (
      <a {...common} href={searchTarget(hit)} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
        {body}
      </a>
    );
  }
  return (
    <Link {...common} to={searchTarget(hit)} onClick={(e) => !modified(e) && onOpen?.()}>
      {body}
    </Link>
  );
}
