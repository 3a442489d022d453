import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The settings forms' submit: 'Save Changes' with a spinner, disabled while the save runs. */
export function SaveChanges({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button type="submit" loading={pending} disabled={pending}>
        {t("saveChanges")}
      </Button>
    </Group>
  );
}
