import { Kbd, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchOn } from "../api";
import { isMac } from "../platform";
import classes from "./Search.module.css";

const SearchPalette = lazy(() => import("./SearchPalette").then((m) => ({ default: m.SearchPalette })));

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The header's search box, reachable from anywhere with "/" (outside a field) or Ctrl/⌘+K. Listening on the
 * window, it hears a key after every handler on the page: a page that claims "/" for a search box of its own
 * (the projects list) or a field that claims Ctrl+K (the editor's link) keeps it.
 */
export function GlobalSearch() {
  const { t } = useTranslation("search");
  const on = useSearchOn();
  const [opened, { open, close }] = useDisclosure(false);
  useEffect(() => {
    if (!on) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const k = e.key.toLowerCase() === "k" && (e.ctrlKey || e.metaKey) && !e.altKey;
      const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
      if (!k && !slash) return;
      e.preventDefault();
      open();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [on, open]);
  if (!on) return null;
  return (
    <>
      <UnstyledButton
        className={classes.trigger}
        onClick={open}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-label={t("open")}
        title={t("openHint")}
        data-testid="global-search"
      >
        <IconSearch size={16} aria-hidden />
        <span className={classes.triggerText}>{t("open")}…</span>
        <span className={classes.triggerKeys} aria-hidden>
          <Kbd size="xs">{isMac ? "⌘" : t("ctrlKey")}</Kbd> <Kbd size="xs">K</Kbd>
        </span>
      </UnstyledButton>
      {opened && (
        <Suspense fallback={null}>
          <SearchPalette opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
