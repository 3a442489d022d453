import { Button, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SecretOnce } from "../../../components/SecretOnce";

/** The one time a token's secret is visible: copy it, then it is gone. */
export function NewTokenModal({ token, onClose }: { token: string | null; onClose: () => void }) {
  const { t } = useTranslation("profile");
  return (
    <Modal opened={token !== null} onClose={onClose} title={t("tokens.newTitle")} size="lg">
      <Stack>
        <Text size="sm">{t("tokens.newIntro")}</Text>
        <SecretOnce value={token} testId="new-token">
          <Button onClick={onClose} data-autofocus>
            {t("tokens.done")}
          </Button>
        </SecretOnce>
      </Stack>
    </Modal>
  );
}
