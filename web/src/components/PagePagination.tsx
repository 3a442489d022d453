import { Group, Pagination } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Page numbers under a list, with names a screen reader can announce; hidden when one page holds all. */
export function PagePagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) => ({ "aria-label": t(`common:pages.${control}`) })}
        getItemProps={(n) => ({ "aria-label": t("common:pages.page", { n }) })}
      />
    </Group>
  );
}
