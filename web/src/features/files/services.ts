/**
 * Cloud document services a link may point to, recognised by host (spec §9: "Document links from
 * cloud storage services get special icons by host match"). A host matches a domain exactly or as a
 * subdomain, so "evil-dropbox.com" is not Dropbox.
 */
export type LinkService =
  | "google-docs"
  | "google-drive"
  | "dropbox"
  | "onedrive"
  | "sharepoint"
  | "box"
  | "icloud"
  | "notion"
  | "figma"
  | "github"
  | "gitlab"
  | "trello"
  | "airtable"
  | "web";

const SERVICES: [LinkService, string[]][] = [
  ["google-docs", ["docs.google.com", "sheets.google.com", "slides.google.com", "forms.google.com"]],
  ["google-drive", ["drive.google.com"]],
  ["dropbox", ["dropbox.com", "db.tt", "dropboxusercontent.com", "paper.dropbox.com"]],
  ["onedrive", ["onedrive.live.com", "1drv.ms", "onedrive.com"]],
  ["sharepoint", ["sharepoint.com", "office.com", "officeapps.live.com"]],
  ["box", ["box.com", "box.net", "boxcloud.com"]],
  ["icloud", ["icloud.com"]],
  ["notion", ["notion.so", "notion.site"]],
  ["figma", ["figma.com"]],
  ["github", ["github.com", "gist.github.com"]],
  ["gitlab", ["gitlab.com"]],
  ["trello", ["trello.com"]],
  ["airtable", ["airtable.com"]],
];

const matches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export function linkService(url: string | null | undefined): LinkService {
  let host: string;
  try {
    host = new URL(url ?? "").hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return "web";
  }
  for (const [service, domains] of SERVICES) if (domains.some((d) => matches(host, d))) return service;
  return "web";
}

/** The names people know these services by (not translated). */
export const SERVICE_NAMES: Record<LinkService, string> = {
  "google-docs": "Google Docs",
  "google-drive": "Google Drive",
  dropbox: "Dropbox",
  onedrive: "OneDrive",
  sharepoint: "SharePoint",
  box: "Box",
  icloud: "iCloud",
  notion: "Notion",
  figma: "Figma",
  github: "GitHub",
  gitlab: "GitLab",
  trello: "Trello",
  airtable: "Airtable",
  web: "",
};
