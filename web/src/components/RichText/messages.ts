import i18n from "../../i18n";

/** Texts of the rich-text editor; components have no feature folder, so they register their own namespace. */
export const RICH_TEXT_NS = "richText";

i18n.addResourceBundle(
  "en",
  RICH_TEXT_NS,
  {
    label: "Text",
    bold: "Bold",
    italic: "Italic",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    link: "Link",
    unlink: "Remove link",
    code: "Code",
    linkInput: "Link address",
    linkPlaceholder: "Enter the address",
    linkExternal: "Open in a new tab",
    linkInternal: "Open in the same tab",
    linkSave: "Save",
    suggestions: "Suggestions",
    people: "People",
    tasks: "Tasks",
    noMatch: "No match",
    searching: "Searching…",
    submitHint: "Ctrl+Enter to send",
  },
  true,
  true,
);
