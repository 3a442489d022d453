import { Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  /** One sentence: what is missing ("No milestones yet."). */
  message: string;
  /** A Tabler icon of the thing the list holds, at the size given by `compact` (24, or 18). */
  icon: ReactNode;
  /** The main action, for readers who may take it (the caller checks the capability). */
  action?: ReactNode;
  /** Inside a panel or a modal's section: less room around it, a smaller icon. */
  compact?: boolean;
  /** A section's own test id, where a page can show several empty sections at once. */
  testId?: string;
};

/** What a list or screen shows when it has nothing: an icon, one sentence and, where the reader may, the action. */
export function EmptyState({ message, icon, action, compact = false, testId = "empty-state" }: Props) {
  return (
    <Stack align="center" py={compact ? "sm" : "xl"} gap={compact ? 6 : "sm"} data-testid={testId}>
      <ThemeIcon size={compact ? 32 : 48} radius="xl" variant="light" color="gray" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text c="dimmed" ta="center" size={compact ? "sm" : undefined}>
        {message}
      </Text>
      {action}
    </Stack>
  );
}
