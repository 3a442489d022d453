import { ActionIcon, Button, FileButton, Group, Image, Modal, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCheck, IconPhoto, IconTrash, IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { type MediaItem, mediaUrl, useMedia, useMediaWrites } from "../api";

/** What the server accepts (spec §9: gif, png, jpeg, bmp, webp); it sniffs the bytes again. */
const ACCEPT = "image/png,image/jpeg,image/gif,image/webp,image/bmp";

type Props = {
  opened: boolean;
  onClose: () => void;
  selected: number | null;
  onSelect: (id: number) => void;
  /** An image was deleted (the form lets go of it when it was the logo). */
  onDeleted: (id: number) => void;
};

/** The media library: uploaded images, newest first; upload more, pick one, or delete one. */
export function MediaLibrary({ opened, onClose, selected, onSelect, onDeleted }: Props) {
  const { t } = useTranslation("general-settings");
  const phone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal opened={opened} onClose={onClose} title={t("media.title")} size="xl" fullScreen={phone}>
      {opened && <LibraryContent selected={selected} onSelect={onSelect} onDeleted={onDeleted} />}
    </Modal>
  );
}

function LibraryContent({ selected, onSelect, onDeleted }: Omit<Props, "opened" | "onClose">) {
  const { t } = useTranslation("general-settings");
  const media = useMedia();
  const { upload, remove } = useMediaWrites();
  const del = async (item: MediaItem) => {
    if (!(await confirmAction({ message: t("media.deleteMessage", { name: item.name }) }))) return;
    remove.mutate(item.id, { onSuccess: () => onDeleted(item.id) });
  };
  const items = media.data ?? [];
  return (
    <Stack gap="md">
      <Group gap="sm">
        <FileButton onChange={(files) => files.length > 0 && upload.mutate(files)} accept={ACCEPT} multiple>
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              disabled={upload.isPending}
            >
              {t("media.upload")}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t("media.uploadHint")}
        </Text>
      </Group>
      {media.isPending ? (
        <PageLoader rows={2} />
      ) : items.length === 0 ? (
        <EmptyState message={t("media.empty")} icon={<IconPhoto size={24} />} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {items.map((item) => (
            <Paper
              key={item.id}
              withBorder
              p="xs"
              data-testid="media-item"
              style={
                item.id === selected
                  ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 }
                  : undefined
              }
            >
              <Stack gap={6}>
                <Image src={item.thumb || item.url || mediaUrl(item.id)} alt="" h={90} fit="contain" />
                <Text size="xs" truncate title={item.name}>
                  {item.name}
                </Text>
                <Group gap={4} justify="space-between" wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant={item.id === selected ? "light" : "default"}
                    leftSection={item.id === selected ? <IconCheck size={14} aria-hidden /> : undefined}
                    onClick={() => onSelect(item.id)}
                    aria-label={t(item.id === selected ? "media.chosenLabel" : "media.choose", { name: item.name })}
                  >
                    {item.id === selected ? t("media.chosen") : t("media.select")}
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    onClick={() => void del(item)}
                    aria-label={t("media.delete", { name: item.name })}
                    disabled={remove.isPending}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
