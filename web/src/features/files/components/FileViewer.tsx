import { Anchor, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FileItem } from "../types";
import classes from "./FileCards.module.css";
import { ItemIcon } from "./ItemIcon";

/**
 * An image in full (it opens alone in a new tab), a video in a player (when its sniffed mime type
 * says video), anything else as its type's icon. The server serves only raster images and videos
 * inline, so nothing else can run in the page.
 */
export function FileViewer({ item }: { item: FileItem }) {
  const { t } = useTranslation("files");
  const src = item.download_url;
  if (src && item.is_video) {
    return (
      <video
        controls
        preload="metadata"
        src={src}
        aria-label={item.title}
        data-testid="file-video"
        style={{ width: "100%", maxHeight: "60vh", borderRadius: "var(--mantine-radius-sm)", background: "#000" }}
      >
        <track kind="captions" />
      </video>
    );
  }
  if (src && item.is_image) {
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
          alt={item.title}
          data-testid="file-image"
          style={{ display: "block", maxWidth: "100%", maxHeight: "60vh", margin: "0 auto", objectFit: "contain" }}
        />
      </Anchor>
    );
  }
  return (
    <Stack className={classes.media} gap={4} style={{ aspectRatio: "auto", padding: "var(--mantine-spacing-lg)" }}>
      <ItemIcon item={item} size={56} />
      <Text size="sm" c="dimmed">
        {t("single.noPreview")}
      </Text>
    </Stack>
  );
}
