import { Mention } from "@tiptap/extension-mention";
import { Extension } from "@tiptap/react";
import type { MentionItem, SuggestionStore } from "./suggestion-store";

/** At most this many people or tasks are offered while typing a mention. */
export const MAX_SUGGESTIONS = 10;

export type MentionSources = {
  /** Project members for @; filtered here. */
  users: () => MentionItem[];
  /** Tasks for #; asked of the server. */
  searchTasks: (query: string) => Promise<MentionItem[]>;
};

const matches = (query: string) => {
  const q = query.trim().toLowerCase();
  return (item: MentionItem) => q === "" || item.label.toLowerCase().includes(q);
};

/**
 * A task mention is its own node type (`data-type="taskMention"`), so the server's mention parser,
 * which reads `data-type="mention"` as a person, never mistakes a task id for a user id.
 */
const TaskMention = Mention.extend({
  name: "taskMention",
  addAttributes() {
    return {
      ...this.parent?.(),
      // The sanitizer drops data-mention-suggestion-char, so a stored task mention is always "#".
      mentionSuggestionChar: { default: "#", parseHTML: () => "#", renderHTML: () => ({}) },
    };
  },
});

const UserMention = Mention.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mentionSuggestionChar: { default: "@", parseHTML: () => "@", renderHTML: () => ({}) },
    };
  },
});

export function mentionExtensions(store: SuggestionStore, sources: MentionSources) {
  return [
    UserMention.configure({
      HTMLAttributes: { class: "mention" },
      suggestion: {
        char: "@",
        items: ({ query }) => sources.users().filter(matches(query)).slice(0, MAX_SUGGESTIONS),
        render: store.renderer("@"),
      },
    }),
    TaskMention.configure({
      HTMLAttributes: { class: "mention" },
      suggestion: {
        char: "#",
        debounce: 200,
        items: async ({ query }) => (await sources.searchTasks(query)).slice(0, MAX_SUGGESTIONS),
        render: store.renderer("#"),
      },
    }),
  ];
}

/** Ctrl+Enter (Cmd+Enter on a Mac) sends the form. */
export const submitShortcut = (onSubmit: () => void) =>
  Extension.create({
    name: "submitShortcut",
    addKeyboardShortcuts() {
      return {
        "Mod-Enter": () => {
          onSubmit();
          return true;
        },
      };
    },
  });
