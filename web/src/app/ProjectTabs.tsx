import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import classes from "./ProjectTabs.module.css";
import type { MenuEntry } from "./registry";

/**
 * The project menu (and My Tasks' menu) as links styled like tabs: each is a real link (new tab, history, screen readers
 * hear "current page"), and the strip scrolls sideways on its own on a phone.
 */
export function ProjectTabs(props: { base: string; entries: MenuEntry[]; label?: string; testIdPrefix?: string }) {
  const { base, entries, testIdPrefix = "project-tab" } = props;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = (e: MenuEntry) => pathname === base + e.path || pathname.startsWith(`${base + e.path}/`);
  // The most specific entry wins: /my-tasks/reports/3 is the Reports tab's, not the Tasks tab's (path "").
  const current = entries.filter(matches).sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <nav aria-label={props.label ?? t("projectMenu")} className={classes.strip}>
      <ul className={classes.list}>
        {entries.map((e) => (
          <li key={e.key}>
            <Link
              to={base + e.path}
              className={classes.tab}
              aria-current={e === current ? "page" : undefined}
              data-testid={`${testIdPrefix}-${e.key}`}
            >
              {e.icon && (
                <span className={classes.icon} aria-hidden>
                  {e.icon}
                </span>
              )}
              {t(e.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
