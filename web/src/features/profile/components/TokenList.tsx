import { Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { formatDateTime } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { type ApiToken, useRevokeToken, useTokens } from "../hooks";

function expiryText(token: ApiToken, t: (key: string, options?: Record<string, string>) => string) {
  if (!token.expires_at) return t("tokens.noExpiry");
  const date = formatDateTime(token.expires_at);
  return Date.parse(token.expires_at) <= Date.now() ? t("tokens.expired", { date }) : t("tokens.expires", { date });
}

function TokenRow({ token }: { token: ApiToken }) {
  const { t } = useTranslation("profile");
  const revoke = useRevokeToken();
  const ask = async () => {
    const ok = await confirmAction({
      message: t("tokens.revokeMessage", { name: token.name }),
      confirmLabel: t("tokens.revoke"),
    });
    if (ok) revoke.mutate(token.id);
  };
  return (
    <Group justify="space-between" wrap="nowrap" px="sm" py="xs" gap="sm" data-testid="token-row">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <IconKey size={18} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {token.name}
          </Text>
          <Text size="xs" c="dimmed" data-testid="token-dates">
            {[
              t("tokens.created", { date: formatDateTime(token.created_at) }),
              token.last_used_at
                ? t("tokens.lastUsed", { date: formatDateTime(token.last_used_at) })
                : t("tokens.neverUsed"),
              expiryText(token, t),
            ].join(" · ")}
          </Text>
        </div>
      </Group>
      <Button
        variant="default"
        c="red.9"
        size="xs"
        // The dates beside it wrap; the button keeps its word whole on a phone.
        style={{ flexShrink: 0 }}
        onClick={() => void ask()}
        loading={revoke.isPending}
        disabled={revoke.isPending}
        aria-label={t("tokens.revokeLabel", { name: token.name })}
      >
        {t("tokens.revoke")}
      </Button>
    </Group>
  );
}

export function TokenList() {
  const { t } = useTranslation("profile");
  const tokens = useTokens();
  if (tokens.isPending) return <Skeleton height={48} />;
  const list = tokens.data ?? [];
  if (list.length === 0) {
    return (
      // The create form stands just above.
      <EmptyState message={t("tokens.none")} icon={<IconKey size={18} />} compact testId="no-tokens" />
    );
  }
  return (
    <Paper withBorder p={0}>
      <Stack gap={0}>
        {list.map((token, i) => (
          <div
            key={token.id}
            style={i > 0 ? { borderTop: "1px solid var(--mantine-color-default-border)" } : undefined}
          >
            <TokenRow token={token} />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
