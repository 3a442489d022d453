import { ActionIcon, Button, Group, Menu, Modal, Paper, Stack, Switch, Table, Text } from "@mantine/core";
import { IconDots, IconWebhook } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { SettingsTable } from "../../settings/components/SettingsTable";
import { useWebhooks, useWebhookWrites, type Webhook, type WebhookScope } from "../api";
import { DeliveryLog } from "./DeliveryLog";
import { SecretModal } from "./SecretModal";
import { StatusBadge } from "./StatusBadge";
import { WebhookForm } from "./WebhookForm";

function LastStatus({ status }: { status: number | null }) {
  const { t } = useTranslation("webhooks");
  if (status === null)
    return (
      <Text size="sm" c="dimmed">
        {t("never")}
      </Text>
    );
  return <StatusBadge ok={status >= 200 && status < 300}>{status}</StatusBadge>;
}

/** The webhooks of one scope: the list with its switches, the form, the secret shown once, each one's log. */
export function WebhooksPanel({ scope }: { scope: WebhookScope }) {
  const { t } = useTranslation("webhooks");
  const hooks = useWebhooks(scope);
  const writes = useWebhookWrites(scope);
  // "new": the create form; a webhook: that one is being edited.
  const [editing, setEditing] = useState<Webhook | "new" | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const open = (next: Webhook | "new" | null) => {
    writes.create.reset();
    writes.update.reset();
    setEditing(next);
  };
  const del = async (hook: Webhook) => {
    if (await confirmAction({ message: t("deleteMessage", { url: hook.url }) })) writes.remove.mutate(hook.id);
  };
  const rotate = async (hook: Webhook) => {
    const sure = await confirmAction({ message: t("rotateMessage"), confirmLabel: t("rotateConfirm") });
    if (sure) setSecret((await writes.rotate.mutateAsync(hook.id)).data.secret);
  };
  if (!hooks.data) return <PageLoader rows={3} />;
  const shownHook = hooks.data.find((hook) => hook.id === shown);
  const form = editing && (
    <WebhookForm
      hook={editing === "new" ? undefined : editing}
      pending={writes.create.isPending || writes.update.isPending}
      error={editing === "new" ? writes.create.error : writes.update.error}
      onCancel={() => open(null)}
      onSubmit={async (input) => {
        if (editing === "new") {
          const made = await writes.create.mutateAsync(input);
          setSecret(made.data.secret);
          setShown(made.data.id);
        } else await writes.update.mutateAsync({ id: editing.id, input });
        open(null);
      }}
    />
  );
  const createButton = (
    <Button onClick={() => open("new")} style={{ flexShrink: 0 }}>
      {t("create")}
    </Button>
  );
  return (
    <Stack gap="md" data-testid="webhooks">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed">
          {t(scope.projectId === null ? "intro.workspace" : "intro.project")}
        </Text>
        {/* With no webhook yet, the button stands in the empty state instead. */}
        {hooks.data.length > 0 && createButton}
      </Group>
      {hooks.data.length === 0 ? (
        <EmptyState message={t("empty")} icon={<IconWebhook size={24} />} action={createButton} />
      ) : (
        <SettingsTable
          testId="webhooks-table"
          minWidth={640}
          columns={[
            t("columns.url"),
            t("columns.events"),
            t("columns.status"),
            t("columns.active"),
            t("columns.action"),
          ]}
        >
          {hooks.data.map((hook) => (
            <Table.Tr key={hook.id} data-testid="webhook-row">
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                <Text size="sm" ff="monospace">
                  {hook.url}
                </Text>
                {hook.description && (
                  <Text size="xs" c="dimmed">
                    {hook.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" title={hook.events.join(", ")}>
                  {t("eventCount", { count: hook.events.length })}
                </Text>
              </Table.Td>
              <Table.Td>
                <LastStatus status={hook.last_status} />
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={hook.active}
                  aria-label={t("activeLabel", { url: hook.url })}
                  disabled={writes.toggle.isPending}
                  onChange={(e) => writes.toggle.mutate({ id: hook.id, active: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => setShown(shown === hook.id ? null : hook.id)}
                  >
                    {shown === hook.id ? t("actions.hideDeliveries") : t("actions.deliveries")}
                  </Button>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={t("columns.action")}>
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => open(hook)}>{t("actions.edit")}</Menu.Item>
                      <Menu.Item
                        disabled={!hook.active}
                        onClick={() => {
                          setShown(hook.id);
                          writes.ping.mutate(hook.id);
                        }}
                      >
                        {t("actions.test")}
                      </Menu.Item>
                      <Menu.Item onClick={() => void rotate(hook)}>{t("actions.rotate")}</Menu.Item>
                      <Menu.Item color="red" onClick={() => void del(hook)}>
                        {t("actions.delete")}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </SettingsTable>
      )}
      {shownHook && (
        // Below the list, not inside its table: the log scrolls sideways on its own on a phone.
        <Paper withBorder p="md">
          <DeliveryLog scope={scope} hook={shownHook} />
        </Paper>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => open(null)}
        title={t(editing === "new" ? "form.createTitle" : "form.editTitle")}
        size="xl"
      >
        {form}
      </Modal>
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
