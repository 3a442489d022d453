import { Button, Menu, Progress, Stack, Text } from "@mantine/core";
import { IconChevronDown, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toastError } from "../../../components/toasts";
import { downloadExport, formatBytes } from "../download";

type Target = { label: string; path: string; query: Record<string, string | number | undefined> };

/** The Export dropdown (CSV, PDF); while a file arrives, how much of it has, with a running bar. */
export function ExportMenu({ targets }: { targets: Target[] }) {
  const { t } = useTranslation("reports");
  const [bytes, setBytes] = useState<number | null>(null);
  const run = async (target: Target) => {
    setBytes(0);
    try {
      await downloadExport(target.path, target.query, setBytes);
    } catch (err) {
      toastError(err);
    } finally {
      setBytes(null);
    }
  };
  if (bytes !== null) {
    return (
      <Stack gap={4} w={180} data-testid="export-progress" role="status">
        <Text size="xs">{t("downloading", { size: formatBytes(bytes) })}</Text>
        <Progress value={100} animated striped size="sm" />
      </Stack>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />}>
          {t("export")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {targets.map((target) => (
          <Menu.Item key={target.label} onClick={() => void run(target)}>
            {target.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
