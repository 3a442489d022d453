import { Anchor, Stack, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { FileItem } from "../types";
import classes from "./FileCards.module.css";
import { ItemIcon } from "./ItemIcon";

/** What is shown: the file's current bytes, or those of one of its revisions. */
export type Shown = Pick<FileItem, "title" | "download_url" | "mime_type" | "is_image" | "is_pdf"> & {
  is_video?: boolean;
};

/**
 * An image in full (it opens alone in a new tab), a video in a player (when its sniffed mime type says video),
 * a PDF in the browser's own viewer, anything else as its type's icon. The server serves only raster images,
 * videos and PDFs inline (never SVG or HTML), so nothing shown can run script in the page.
 */
export function FileViewer({ item, shown }: { item: FileItem; shown: Shown }) {
  const { t } = useTranslation("files");
  const src = shown.download_url;
  if (src && shown.is_video) {
    return (
      <video
        controls
        preload="metadata"
        src={src}
        aria-label={shown.title}
        data-testid="file-video"
        style={{ width: "100%", maxHeight: "60vh", borderRadius: "var(--mantine-radius-sm)", background: "#000" }}
      >
        <track kind="captions" />
      </video>
    );
  }
  if (src && shown.is_image) {
    return (
      <Anchor
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("single.openImage")}
        style={{ display: "block" }}
      >
        <img
          src={src}
          alt={shown.title}
          data-testid="file-image"
          style={{ display: "block", maxWidth: "100%", maxHeight: "60vh", margin: "0 auto", objectFit: "contain" }}
        />
      </Anchor>
    );
  }
  if (src && shown.is_pdf) {
    // An iframe, not an object: the app's policy allows frames of its own origin and no plugins (object-src).
    return (
      <Stack gap={4}>
        <iframe
          src={src}
          title={t("single.pdfPreview", { name: shown.title })}
          data-testid="file-pdf"
          style={{
            width: "100%",
            height: "min(70vh, 720px)",
            border: "1px solid var(--mantine-color-default-border)",
            borderRadius: "var(--mantine-radius-sm)",
          }}
        />
        <Anchor href={src} target="_blank" rel="noopener noreferrer" size="sm" style={{ alignSelf: "flex-end" }}>
          <IconExternalLink size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
          {t("single.openPdf")}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack className={classes.media} gap={4} style={{ aspectRatio: "auto", padding: "var(--mantine-spacing-lg)" }}>
      <ItemIcon item={{ ...item, mime_type: shown.mime_type, is_image: shown.is_image }} size={56} />
      <Text size="sm" c="dimmed">
        {t("single.noPreview")}
      </Text>
    </Stack>
  );
}
