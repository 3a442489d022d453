import { Skeleton, Stack } from "@mantine/core";

/** The skeleton a page shows while its data or code loads. */
export function PageLoader({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading">
      <Skeleton height={28} width="40%" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={44} />
      ))}
    </Stack>
  );
}
