import { Button, Group, Loader, Text } from "@mantine/core";
import { IconChevronUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { COMMENTS_PER_PAGE } from "./api";
import { COMMENTS_NS } from "./messages";

type Props = { loading: boolean; shown: number; total: number; onLoad: () => void };

/**
 * Above the oldest comment shown: loads the 20 before it. A real button, so Tab and Enter reach it; it
 * stays in place and enabled while loading, so the focus stays on it for the next press.
 */
export function LoadOlder({ loading, shown, total, onLoad }: Props) {
  const { t } = useTranslation(COMMENTS_NS);
  const next = Math.min(COMMENTS_PER_PAGE, Math.max(total - shown, 0));
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      {/* Not Mantine's `loading`: it disables the button, and a disabled button drops the keyboard focus. */}
      <Button
        variant="light"
        size="xs"
        leftSection={loading ? <Loader size={14} aria-hidden /> : <IconChevronUp size={14} aria-hidden />}
        aria-busy={loading || undefined}
        onClick={() => {
          if (!loading) onLoad();
        }}
        data-testid="comments-load-older"
      >
        {loading ? t("loadingOlder") : t("loadOlder", { count: next })}
      </Button>
      <Text size="xs" c="dimmed" aria-live="polite">
        {t("shownOf", { shown, total })}
      </Text>
    </Group>
  );
}
