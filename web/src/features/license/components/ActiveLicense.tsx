import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { confirmAction } from "../../../components/confirm";
import { serverText } from "../../../i18n/server-texts";
import { type License, useLicenseWrites } from "../api";

/** The activated licence: to whom, which plan, the key's last characters, and 'Deactive License'. */
export function ActiveLicense({ license }: { license: License }) {
  const { t } = useTranslation("license");
  const { remove } = useLicenseWrites();
  const deactivate = async () => {
    const sure = await confirmAction({
      title: t("confirmDeleteTitle"),
      message: t("confirmDelete"),
      confirmLabel: t("confirm"),
    });
    if (sure) remove.mutate(undefined, { onSuccess: () => window.location.reload() });
  };
  const facts = [
    [t("registeredTo"), license.email],
    [t("plan"), license.plan],
    [t("keyEnding"), license.key],
  ] as const;
  return (
    <Paper withBorder p="md" data-testid="license-active">
      <Stack gap="md">
        <Group gap="xs">
          <IconCircleCheck size={20} color="var(--mantine-color-teal-light-color)" aria-hidden />
          <Badge color="teal" variant="light">
            {t("active")}
          </Badge>
          {license.message && <Text size="sm">{serverText(license.message)}</Text>}
        </Group>
        <SimpleGrid cols={1} spacing="sm" component="dl" m={0}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <Text component="dt" size="xs" c="dimmed">
                {term}
              </Text>
              <Text component="dd" m={0} size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                {value ?? "—"}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {remove.isError && (
          <Alert color="red" title={t("deleteFailed")}>
            {remove.error instanceof ApiError ? remove.error.messages.join(" ") : null}
          </Alert>
        )}
        <Group>
          <Button
            color="red.9"
            variant="outline"
            onClick={() => void deactivate()}
            loading={remove.isPending || remove.isSuccess}
            disabled={remove.isPending || remove.isSuccess}
          >
            {t("deactivate")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
