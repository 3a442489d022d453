import { WEBHOOK_EVENT_GROUPS, type WebhookEventGroup } from "@cairn/shared/webhook-events";
import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldError } from "../../../components/fieldErrors";
import type { Webhook, WebhookInput } from "../api";

const GROUPS = Object.keys(WEBHOOK_EVENT_GROUPS) as WebhookEventGroup[];

/** The first message about the events: the list's own, or one about an event in it (`events.0`). */
function eventsError(error: unknown): string | undefined {
  const direct = fieldError(error, "events");
  if (direct) return direct;
  for (let i = 0; i < 40; i++) {
    const one = fieldError(error, `events.${i}`);
    if (one) return one;
  }
  return undefined;
}

type Props = {
  hook?: Webhook;
  pending: boolean;
  error: unknown;
  onSubmit: (input: WebhookInput) => Promise<unknown>;
  onCancel: () => void;
};

/** A webhook's address, description, events (grouped by item) and switch; the server's refusals under each. */
export function WebhookForm({ hook, pending, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation("webhooks");
  const [url, setUrl] = useState(hook?.url ?? "");
  const [description, setDescription] = useState(hook?.description ?? "");
  const [events, setEvents] = useState<string[]>(hook?.events ?? ["task.created", "task.updated", "task.completed"]);
  const [active, setActive] = useState(hook?.active ?? true);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        // A refusal is shown in place (and toasted when not); the form stays open to fix it.
        onSubmit({ url: url.trim(), description, events, active }).catch(() => undefined);
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t("form.url")}
          description={t("form.urlHint")}
          placeholder="https://example.com/cairn-webhook"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={fieldError(error, "url")}
          data-autofocus
          required
        />
        <TextInput
          label={t("form.description")}
          placeholder={t("form.descriptionPlaceholder")}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={fieldError(error, "description")}
        />
        <Checkbox.Group label={t("form.events")} value={events} onChange={setEvents} error={eventsError(error)}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" mt="xs">
            {GROUPS.map((group) => (
              <Stack key={group} gap={6}>
                <Text size="sm" fw={600}>
                  {t(`form.groups.${group}`)}
                </Text>
                {WEBHOOK_EVENT_GROUPS[group].map((event) => (
                  <Checkbox key={event} value={event} label={<code>{event}</code>} />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Switch
          label={t("form.active")}
          description={t("form.activeHint")}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
          error={fieldError(error, "active")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {t("form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
