import { Button, Code, CopyButton, Group } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A secret the server shows once (an API token, a webhook's signing secret): the value in a box, its Copy
 * button, and the screen's own button to close it.
 */
export function SecretOnce({ value, testId, children }: { value: string | null; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Code block data-testid={testId} style={{ wordBreak: "break-all" }}>
        {value}
      </Code>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={value ?? ""}>
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
        {children}
      </Group>
    </>
  );
}
