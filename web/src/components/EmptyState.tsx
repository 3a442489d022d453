import { Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

/** What a list shows when it has nothing: a calm line of text, an optional icon and action. */
export function EmptyState({ message, icon, action }: { message: string; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" py="xl" gap="sm" data-testid="empty-state">
      {icon && (
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
      )}
      <Text c="dimmed" ta="center">
        {message}
      </Text>
      {action}
    </Stack>
  );
}
