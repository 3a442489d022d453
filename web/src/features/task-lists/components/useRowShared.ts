import { MODULE } from "@cairn/shared/modules";
import { type MouseEvent, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Project } from "../../../api/types";
import { todayIso } from "../../../components/DateText";
import { useMe } from "../../auth/useMe";
import { useColumnFields } from "../../custom-fields/shown-fields";
import { useDisabledModules } from "../../modules/useModules";
import { rowTexts } from "../../tasks/components/rowTexts";
import type { RowShared } from "../../tasks/components/TaskRow";
import { useRowWrites } from "../../tasks/hooks";

/** What every task row of a board shares, made once for the board so rows stay cheap and skip useless renders. */
export function useRowShared(project: Project, taskHref: (taskId: number) => string): RowShared {
  const writes = useRowWrites(project.id);
  const { t } = useTranslation("tasks");
  const today = useToday();
  const open = useOpenLink();
  const disabled = useDisabledModules();
  const subTasks = !disabled.has(MODULE.subTasks);
  const meId = useMe().data?.id;
  const timeOn = !disabled.has(MODULE.timeTracker) && meId !== undefined;
  const fields = useColumnFields(project);
  return useMemo(
    () => ({
      project,
      href: taskHref,
      today,
      writes,
      texts: rowTexts(t),
      open,
      subTasks,
      timer: timeOn && meId !== undefined ? { meId } : null,
      fields,
    }),
    [project, taskHref, today, writes, t, open, subTasks, timeOn, meId, fields],
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
