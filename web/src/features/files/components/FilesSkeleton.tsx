import { SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { GRID_COLS } from "./FileGrid";

/** Card-shaped placeholders while a folder loads. */
export function FilesSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t("loading")}>
      <SimpleGrid cols={GRID_COLS} spacing="sm">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={62} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={GRID_COLS} spacing="sm">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={200} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
