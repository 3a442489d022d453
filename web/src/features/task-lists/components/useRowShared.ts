import { type MouseEvent, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useMe } from "../../../api/me";
import type { Project } from "../../../api/types";
import { todayIso } from "../../../components/DateText";
import { rowTexts } from "../../tasks/components/rowTexts";
import type { RowShared } from "../../tasks/components/TaskRow";
import { useRowParts } from "../../tasks/extension-registry";
import { useRowWrites } from "../../tasks/hooks";

/** What every task row of a board shares, made once for the board so rows stay cheap and skip useless renders. */
export function useRowShared(
  project: Project,
  taskHref: (taskId: number) => string,
  readOnlyLists?: ReadonlySet<number>,
): RowShared {
  const writes = useRowWrites(project.id);
  const { t } = useTranslation("tasks");
  const today = useToday();
  const open = useOpenLink();
  const parts = useRowParts(project);
  return useMemo(
    () => ({
      project,
      href: taskHref,
      today,
      writes,
      texts: rowTexts(t),
      open,
      parts,
      readOnlyLists,
    }),
    [project, taskHref, today, writes, t, open, parts, readOnlyLists],
  );
}

let todayCache = { day: "", zone: "", until: 0 };
/**
 * Today in the reader's time zone, worked out at most once a minute or when the profile's zone changes: the
 * board renders a few times a second while its rows come in, and each todayIso() builds a formatter.
 */
export function useToday(): string {
  const zone = useMe().data?.timezone ?? "";
  const now = Date.now();
  if (now >= todayCache.until || zone !== todayCache.zone) todayCache = { day: todayIso(), zone, until: now + 60_000 };
  return todayCache.day;
}

/**
 * What the router's Link does on a click, for every title link of a board at once: a plain click navigates in
 * the app; a click with a modifier key or another button is left to the browser (new tab, new window).
 */
export function useOpenLink() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      event.preventDefault();
      void navigate(event.currentTarget.getAttribute("href") ?? "");
    },
    [navigate],
  );
}
