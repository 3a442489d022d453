import { Tooltip } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The lock shown next to a private list, task or milestone; named for screen readers. */
export function PrivacyLock({ size = 16 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t("common:private")} withArrow>
      <IconLock
        size={size}
        role="img"
        aria-label={t("common:private")}
        data-testid="privacy-lock"
        style={{ flex: "none", color: "var(--mantine-color-dimmed)" }}
      />
    </Tooltip>
  );
}
