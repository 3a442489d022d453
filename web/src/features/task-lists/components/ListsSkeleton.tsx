import { Paper, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The shape of two lists while they load. */
export function ListsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t("loading")}>
      {[0, 1].map((i) => (
        <Paper key={i} withBorder p="md">
          <Stack gap="sm">
            <Skeleton height={22} width="35%" />
            <Skeleton height={32} />
            <Skeleton height={32} />
            <Skeleton height={32} width="80%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
