import { Center, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** `header` goes above the title (the organisation's logo on the sign-in page). */
export function AuthCard({ title, children, header }: { title: string; children: ReactNode; header?: ReactNode }) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          {header}
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
