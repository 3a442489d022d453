import { createWebhookBody } from "@cairn/shared/schemas/webhooks";
import { WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENTS, type WebhookEventGroup } from "@cairn/shared/webhook-events";
import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { FormErrors } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useApiForm } from "../../../components/useApiForm";
import type { Webhook, WebhookInput } from "../api";

const GROUPS = Object.keys(WEBHOOK_EVENT_GROUPS) as WebhookEventGroup[];

/**
 * A refusal of one event of the list (`events.3`) shows on the events group and, like the list's own, goes once
 * the events are edited: a path for each place the schema lets the list hold.
 */
const EVENT_FIELD_PATHS = Object.fromEntries(
  Array.from({ length: WEBHOOK_EVENTS.length * 2 }, (_, i) => [`events.${i}`, "events"]),
);

/**
 * The events group's message: the list's own, or else the schema's about an event in it (a stored event this
 * version no longer offers, which no checkbox shows).
 */
const eventsError = (errors: FormErrors) =>
  errors.events ?? Object.entries(errors).find(([path]) => /^events\.\d+$/.test(path))?.[1];

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
  // An edit sends every field too, so the create body's rules (those of the update's fields) hold it.
  const { form, submit } = useApiForm({
    schema: createWebhookBody,
    initialValues: {
      url: hook?.url ?? "",
      description: hook?.description ?? "",
      events: hook?.events ?? ["task.created", "task.updated", "task.completed"],
      active: hook?.active ?? true,
    },
    write: { isPending: pending, error },
    fieldPaths: EVENT_FIELD_PATHS,
  });
  // A refusal is shown in place (and toasted when not); the form stays open to fix it.
  const save = submit(onSubmit);
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("form.url")}
          description={t("form.urlHint")}
          placeholder="https://example.com/cairn-webhook"
          {...form.getInputProps("url")}
          data-autofocus
          required
        />
        <TextInput
          label={t("form.description")}
          placeholder={t("form.descriptionPlaceholder")}
          {...form.getInputProps("description")}
        />
        <Checkbox.Group label={t("form.events")} {...form.getInputProps("events")} error={eventsError(form.errors)}>
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
          {...form.getInputProps("active", { type: "checkbox" })}
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
