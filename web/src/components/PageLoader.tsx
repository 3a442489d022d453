import { Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The skeleton a page shows while its data or code loads. */
export function PageLoader({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t("loading")}>
      <Skeleton height={28} width="40%" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={44} />
      ))}
    </Stack>
  );
}
