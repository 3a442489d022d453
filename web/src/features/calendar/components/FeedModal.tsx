import type { CalendarFeedCreated, CalendarFeedRevoked } from "@cairn/shared";
import { Alert, Button, Checkbox, CopyButton, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { post } from "../../../api/client";
import { feedQuery } from "../api";

/**
 * The personal iCal feed: made (or made anew, which stops the old address), copied, revoked. The address
 * holds its secret token, so it is shown once, right after it is made.
 */
export function FeedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("calendar");
  const qc = useQueryClient();
  const status = useQuery({ ...feedQuery, enabled: opened });
  const [milestones, setMilestones] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: feedQuery.queryKey });
  const create = useMutation({
    mutationFn: () => post<CalendarFeedCreated>("calendar/feed", { milestones }),
    onSuccess: (res) => {
      setUrl(res.data.url);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => post<CalendarFeedRevoked>("calendar/feed/delete"),
    onSuccess: () => {
      setUrl(null);
      void refresh();
    },
  });
  const exists = status.data?.exists ?? false;
  return (
    <Modal opened={opened} onClose={onClose} title={t("feed.title")} size={560}>
      <Stack gap="sm">
        <Text size="sm">{t("feed.intro")}</Text>
        {url ? (
          <Alert color="teal" title={t("feed.onlyOnce")}>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={t("feed.url")}
                value={url}
                readOnly
                flex={1}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button onClick={copy} color={copied ? "teal" : undefined}>
                    {copied ? t("feed.copied") : t("feed.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {exists ? t("feed.regenerateHint") : t("feed.none")}
          </Text>
        )}
        <Checkbox
          label={t("feed.milestones")}
          checked={milestones}
          onChange={(e) => setMilestones(e.currentTarget.checked)}
        />
        <Group justify="space-between">
          <Button
            color="red"
            variant="light"
            onClick={() => revoke.mutate()}
            loading={revoke.isPending}
            disabled={!exists}
          >
            {t("feed.revoke")}
          </Button>
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            {exists ? t("feed.regenerate") : t("feed.create")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
