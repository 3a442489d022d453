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
  },
  true,
  true,
);
