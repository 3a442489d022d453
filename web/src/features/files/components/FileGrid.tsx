import { SimpleGrid, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FileItem } from "../types";
import { ContentCard } from "./ContentCard";
import { FolderCard } from "./FolderCard";
import type { ItemActions } from "./itemActions";

export const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

type Section = "folders" | "items" | "attached";
const sectionOf = (item: FileItem): Section =>
  item.type === "folder" ? "folders" : item.type === "file" ? "attached" : "items";

/**
 * The loaded cards in the server's order, under three headings: folders, the folder's own docs,
 * links and files, and (at the top level) files attached to other items of the project.
 */
export function FileGrid({ items, folderId, actions }: { items: FileItem[]; folderId: number; actions: ItemActions }) {
  const { t } = useTranslation("files");
  const sections = (["folders", "items", "attached"] as const)
    .map((section) => ({ section, list: items.filter((i) => sectionOf(i) === section) }))
    .filter((s) => s.list.length > 0);
  return (
    <Stack gap="lg">
      {sections.map(({ section, list }) => (
        <Stack key={section} gap="xs" component="section" aria-labelledby={`files-${section}`}>
          <Title order={3} size="h5" id={`files-${section}`} c="dimmed">
            {t(`sections.${section}`)}
          </Title>
          <SimpleGrid cols={GRID_COLS} spacing="sm" data-testid={`files-${section}`}>
            {list.map((item) =>
              item.type === "folder" ? (
                <FolderCard key={item.id} folder={item} actions={actions} />
              ) : (
                <ContentCard key={item.id} item={item} folderId={folderId} actions={actions} />
              ),
            )}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
