import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import classes from "./NavigationProgress.module.css";

/** Shorter waits show nothing: a bar that flashes for a moment reads as a glitch. */
const SHOW_AFTER_MS = 150;

/**
 * A thin bar across the top while a page's code loads: a route now waits for its code before it renders
 * (app/lazy-page.ts), and meanwhile the previous page stays on screen, so the click needs a sign that it
 * was taken.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state === "loading";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t("loading")} aria-busy="true" />;
}
