import type { SearchHit } from "@cairn/shared";
import { Text } from "@mantine/core";
import { IconCheckbox, IconFlag, IconFolder, IconListCheck, IconMessages, IconSubtask } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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
};

type Props = { hit: SearchHit; id?: string; active?: boolean; onHover?: () => void; onOpen?: () => void };

/**
 * One hit as a link that opens in a new tab (spec): its type, its title (marked when the title matched) and,
 * when the text or a comment matched, the passage.
 */
export function HitRow({ hit, id, active, onHover, onOpen }: Props) {
  const { t } = useTranslation("search");
  const titleMatched = snippetText(hit.snippet) === hit.title;
  return (
    <a
      id={id}
      role="option"
      aria-selected={active ?? false}
      href={searchTarget(hit)}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.hit}
      data-active={active || undefined}
      data-testid="search-hit"
      onMouseMove={onHover}
      onClick={onOpen}
    >
      <span className={classes.icon} title={t(`types.${hit.type}`)}>
        {ICON[hit.type]}
        <span className={classes.hidden}>{t(`types.${hit.type}`)}: </span>
      </span>
      <span className={classes.text}>
        <Text component="span" size="sm" fw={500} className={classes.title}>
          {titleMatched ? <Snippet html={hit.snippet} /> : hit.title}
        </Text>
        {!titleMatched && (
          <Text component="span" size="xs" c="dimmed" className={classes.passage}>
            <Snippet html={hit.snippet} />
          </Text>
        )}
      </span>
    </a>
  );
}
