import i18n from "../../i18n";

export const ATTACHMENTS_NS = "attachments";

i18n.addResourceBundle(
  "en",
  ATTACHMENTS_NS,
  {
    attach: "Attach files",
    files: "Attachments",
    download: "Download {{name}}",
    remove: "Remove {{name}}",
    // Spec §5: removing an uploaded attachment asks 'are you sure'.
    confirmTitle: "Are you sure",
    confirmMessage: "{{name}} will be removed when you save.",
    confirmLabel: "Remove",
    newFile: "new",
  },
  true,
  true,
);
