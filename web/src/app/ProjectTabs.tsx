import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import classes from "./ProjectTabs.module.css";
import type { MenuEntry } from "./registry";

/**
 * The project menu as links styled like tabs: each is a real link (new tab, history, screen readers
 * hear "current page"), and the strip scrolls sideways on its own on a phone.
 */
export function ProjectTabs({ base, entries }: { base: string; entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = entries.find((e) => pathname === base + e.path || pathname.startsWith(`${base + e.path}/`));
  return (
    <nav aria-label={t("projectMenu")} className={classes.strip}>
      <ul className={classes.list}>
        {entries.map((e) => (
          <li key={e.key}>
            <Link
              to={base + e.path}
              className={classes.tab}
              aria-current={e === current ? "page" : undefined}
              data-testid={`project-tab-${e.key}`}
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
