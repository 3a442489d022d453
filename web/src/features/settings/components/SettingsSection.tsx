import { Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled card of a settings tab (a region named by its heading), with a line saying what it is for. */
export function SettingsSection({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={heading}>
      <Title order={2} size="h4" mb="xs">
        {heading}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intro}
      </Text>
      {children}
    </Paper>
  );
}
