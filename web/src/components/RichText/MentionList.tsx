import { Loader, Paper, Portal, Text, UnstyledButton } from "@mantine/core";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { RICH_TEXT_NS } from "./messages";
import classes from "./RichText.module.css";
import type { SuggestionStore } from "./suggestion-store";

const WIDTH = 280;

/** The open suggestion list, under the typed "@" or "#"; kept inside the screen on a phone. */
export function MentionList({ store }: { store: SuggestionStore }) {
  const { t } = useTranslation(RICH_TEXT_NS);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [position, setPosition] = useState<{ top: number; above: number; left: number } | null>(null);
  // The list follows the caret while it is open (typing, scrolling, a layout that changes with the
  // window): checked once a frame, re-rendered only when the caret moved.
  useEffect(() => {
    if (!state) return setPosition(null);
    let frame = 0;
    const follow = () => {
      const rect = state.rect();
      const next = rect
        ? { top: Math.round(rect.bottom + 4), above: Math.round(rect.top - 4), left: Math.round(rect.left) }
        : null;
      setPosition((prev) =>
        prev?.top === next?.top && prev?.left === next?.left && prev?.above === next?.above ? prev : next,
      );
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [state]);
  if (!state || !position) return null;
  const left = Math.max(8, Math.min(position.left, window.innerWidth - WIDTH - 8));
  // Opens upwards when the caret is near the bottom of the screen.
  const below = window.innerHeight - position.top - 8;
  const flip = below < 200 && position.above > below;
  const vertical = flip
    ? { bottom: window.innerHeight - position.above, maxHeight: Math.min(320, position.above - 8) }
    : { top: position.top, maxHeight: Math.min(320, below) };
  const heading = state.char === "@" ? t("people") : t("tasks");
  return (
    <Portal>
      <Paper
        shadow="md"
        withBorder
        p={4}
        className={classes.suggestions}
        style={{ ...vertical, left, width: Math.min(WIDTH, window.innerWidth - 16) }}
        data-testid="mention-suggestions"
      >
        <Text size="xs" c="dimmed" px="xs" py={2}>
          {heading}
        </Text>
        {state.items.length === 0 ? (
          <Text size="sm" px="xs" py={4} c="dimmed">
            {state.loading ? <Loader size="xs" aria-label={t("searching")} /> : t("noMatch")}
          </Text>
        ) : (
          <div role="listbox" aria-label={heading}>
            {state.items.map((item, i) => (
              <UnstyledButton
                key={item.id}
                role="option"
                aria-selected={i === state.index}
                className={classes.option}
                data-active={i === state.index || undefined}
                // Keeps the focus (and the caret) in the editor.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => state.select(item)}
                tabIndex={-1}
              >
                <Text size="sm" truncate>
                  {state.char}
                  {item.label}
                </Text>
                {item.hint ? (
                  <Text size="xs" c="dimmed" truncate>
                    {item.hint}
                  </Text>
                ) : null}
              </UnstyledButton>
            ))}
          </div>
        )}
      </Paper>
    </Portal>
  );
}
