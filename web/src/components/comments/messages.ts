import i18n from "../../i18n";

export const COMMENTS_NS = "comments";

i18n.addResourceBundle(
  "en",
  COMMENTS_NS,
  {
    title: "Comments",
    titleCount: "Comments ({{count}})",
    empty: "No comments yet.",
    placeholder: "Write a comment...",
    editorLabel: "Comment",
    add: "Add",
    update: "Update comment",
    cancel: "Cancel",
    notify: "Notify users",
    notifyPlaceholder: "Pick people to notify",
    clearNotify: "Notify nobody",
    edit: "Edit comment",
    delete: "Delete comment",
    unknownUser: "Former member",
    edited: "edited",
    loadError: "The comments could not be loaded.",
    loadOlder_one: "Load {{count}} older comment",
    loadOlder_other: "Load {{count}} older comments",
    loadingOlder: "Loading older comments…",
    shownOf: "Showing the latest {{shown}} of {{total}}",
  },
  true,
  true,
);
