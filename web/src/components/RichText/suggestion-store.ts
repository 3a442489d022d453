import type { SuggestionKeyDownProps, SuggestionOptions, SuggestionProps } from "@tiptap/suggestion";

export type MentionItem = { id: string; label: string; hint?: string };

export type SuggestionState = {
  char: string;
  items: MentionItem[];
  loading: boolean;
  index: number;
  /** Where the typed trigger is now (asked again on scroll and resize). */
  rect: () => DOMRect | null;
  select: (item: MentionItem) => void;
};

/** Bridges Tiptap's suggestion lifecycle (plain callbacks) to React, which renders the list. */
export class SuggestionStore {
  private state: SuggestionState | null = null;
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get = () => this.state;

  set(next: SuggestionState | null) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** Arrow keys move, Enter or Tab picks, Escape closes (Tiptap exits the suggestion itself). */
  keyDown(event: KeyboardEvent): boolean {
    const s = this.state;
    if (!s) return false;
    if (event.key === "Escape") {
      this.set(null);
      return true;
    }
    const count = s.items.length;
    if (count === 0) return false;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const step = event.key === "ArrowDown" ? 1 : -1;
      this.set({ ...s, index: (s.index + step + count) % count });
      return true;
    }
    if (event.key === "Enter" || event.key === "Tab") {
      s.select(s.items[s.index]);
      return true;
    }
    return false;
  }

  /** The `render` option of one suggestion trigger. */
  renderer(char: string): SuggestionOptions<MentionItem, MentionItem>["render"] {
    return () => {
      const show = (props: SuggestionProps<MentionItem, MentionItem>) => {
        const previous = this.state?.char === char ? this.state.index : 0;
        this.set({
          char,
          items: props.items,
          loading: props.loading ?? false,
          index: Math.min(previous, Math.max(0, props.items.length - 1)),
          rect: () => props.clientRect?.() ?? null,
          select: (item) => props.command(item),
        });
      };
      return {
        onStart: show,
        onUpdate: show,
        onKeyDown: ({ event }: SuggestionKeyDownProps) => this.keyDown(event),
        onExit: () => this.set(null),
      };
    };
  }
}
