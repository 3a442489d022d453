import { Alert, Button, Modal, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SecretOnce } from "../../../components/SecretOnce";

/** The one time a webhook's signing secret is visible (creation, rotation): copy it, then it is gone. */
export function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation("webhooks");
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t("secret.title")} size="lg">
      <Stack>
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t("secret.warning")}
        </Alert>
        <SecretOnce value={secret} testId="webhook-secret">
          <Button onClick={onClose} data-autofocus>
            {t("secret.done")}
          </Button>
        </SecretOnce>
      </Stack>
    </Modal>
  );
}
