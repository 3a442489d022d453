import {
  IconBox,
  IconBrandAirtable,
  IconBrandApple,
  IconBrandDropbox,
  IconBrandFigma,
  IconBrandGithub,
  IconBrandGitlab,
  IconBrandGoogleDrive,
  IconBrandNotion,
  IconBrandOffice,
  IconBrandOnedrive,
  IconBrandTrello,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileZip,
  IconLink,
  IconMovie,
  IconPhoto,
  type IconProps,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { type LinkService, linkService, SERVICE_NAMES } from "../services";
import type { FileItem } from "../types";

const SERVICE_ICONS: Record<LinkService, ComponentType<IconProps>> = {
  "google-docs": IconBrandGoogleDrive,
  "google-drive": IconBrandGoogleDrive,
  dropbox: IconBrandDropbox,
  onedrive: IconBrandOnedrive,
  sharepoint: IconBrandOffice,
  box: IconBox,
  icloud: IconBrandApple,
  notion: IconBrandNotion,
  figma: IconBrandFigma,
  github: IconBrandGithub,
  gitlab: IconBrandGitlab,
  trello: IconBrandTrello,
  airtable: IconBrandAirtable,
  web: IconLink,
};

/** A file's icon by its (sniffed) mime type. */
function fileIcon(item: Pick<FileItem, "mime_type" | "is_image" | "is_video">): ComponentType<IconProps> {
  const mime = item.mime_type ?? "";
  if (item.is_image || mime.startsWith("image/")) return IconPhoto;
  if (item.is_video || mime.startsWith("video/")) return IconMovie;
  if (mime === "application/pdf") return IconFileTypePdf;
  if (/zip|compressed|x-tar|gzip|x-7z/.test(mime)) return IconFileZip;
  if (/spreadsheet|excel|csv/.test(mime)) return IconFileSpreadsheet;
  if (/wordprocessing|msword|opendocument\.text/.test(mime)) return IconFileTypeDoc;
  if (mime.startsWith("text/")) return IconFileText;
  return IconFile;
}

/**
 * The icon of an item: a doc's page, a link's cloud service by host (with the service's name for
 * screen readers), a file's type.
 */
export function ItemIcon({ item, size = 20 }: { item: FileItem; size?: number }) {
  if (item.type === "doc") return <IconFileText size={size} aria-hidden style={{ flex: "none" }} />;
  if (item.type === "link") {
    const service = linkService(item.url);
    const Icon = SERVICE_ICONS[service];
    const name = SERVICE_NAMES[service];
    return (
      <Icon
        size={size}
        style={{ flex: "none" }}
        data-service={service}
        {...(name ? { role: "img", "aria-label": name } : { "aria-hidden": true })}
      />
    );
  }
  const Icon = fileIcon(item);
  return <Icon size={size} aria-hidden style={{ flex: "none" }} />;
}
