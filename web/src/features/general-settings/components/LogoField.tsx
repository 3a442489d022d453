import { Button, Center, Group, Image, Input, Paper, Stack, Text } from "@mantine/core";
import { IconPhoto, IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { mediaUrl } from "../api";
import { MediaLibrary } from "./MediaLibrary";

type Props = { value: number | null; onChange: (mediaId: number | null) => void };

/** The logo: a preview, 'Upload' (picks from the media library) and 'Delete' (no logo). */
export function LogoField({ value, onChange }: Props) {
  const { t } = useTranslation("general-settings");
  const [library, setLibrary] = useState(false);
  return (
    <Input.Wrapper label={t("logo.label")} description={t("logo.hint")}>
      <Stack gap="sm" mt={6}>
        <Paper withBorder p="sm" w={{ base: "100%", xs: 280 }} data-testid="logo-preview">
          {value ? (
            <Center h={80}>
              <Image src={mediaUrl(value)} alt={t("logo.preview")} mah={80} maw="100%" fit="contain" />
            </Center>
          ) : (
            <Center h={80} c="dimmed">
              <Group gap="xs">
                <IconPhoto size={20} aria-hidden />
                <Text size="sm">{t("logo.none")}</Text>
              </Group>
            </Center>
          )}
        </Paper>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setLibrary(true)}>
            {t("logo.upload")}
          </Button>
          {value !== null && (
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={16} />}
              onClick={() => onChange(null)}
            >
              {t("logo.delete")}
            </Button>
          )}
        </Group>
      </Stack>
      <MediaLibrary
        opened={library}
        onClose={() => setLibrary(false)}
        selected={value}
        onSelect={(id) => {
          onChange(id);
          setLibrary(false);
        }}
        onDeleted={(id) => id === value && onChange(null)}
      />
    </Input.Wrapper>
  );
}
