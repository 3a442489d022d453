import { Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The one time a token's secret is visible: copy it, then it is gone. */
export function NewTokenModal({ token, onClose }: { token: string | null; onClose: () => void }) {
  const { t } = useTranslation("profile");
  return (
    <Modal opened={token !== null} onClose={onClose} title={t("tokens.newTitle")} size="lg">
      <Stack>
        <Text size="sm">{t("tokens.newIntro")}</Text>
        <Code block data-testid="new-token" style={{ wordBreak: "break-all" }}>
          {token}
        </Code>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={token ?? ""}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t("common:copied") : t("common:copy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-autofocus>
            {t("tokens.done")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
