import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconLink, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { RowActions } from "../../../components/RowActions";
import { useDeleteLink, useStoreLinks } from "../hooks";
import type { StoreLink } from "../types";
import { LinkFormModal } from "./LinkFormModal";

/** The links: which products make copies of which template, with whom; add, edit and remove them. */
export function LinksCard() {
  const { t } = useTranslation("store-link");
  const links = useStoreLinks();
  const remove = useDeleteLink();
  // null: no form; 0: a new link; else the link being edited.
  const [editing, setEditing] = useState<StoreLink | 0 | null>(null);
  const titleOf = (l: StoreLink) => l.project?.title ?? t("links.missingTemplate");
  const askRemove = async (l: StoreLink) => {
    const ok = await confirmAction({
      title: t("links.deleteTitle"),
      message: t("links.deleteMessage", { title: titleOf(l) }),
      confirmLabel: t("links.deleteConfirm"),
    });
    if (ok) remove.mutate(l.id);
  };
  const empty = links.data?.length === 0;
  const addLink = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(0)}>
      {t("links.add")}
    </Button>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="store-links-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="store-links-heading">
            {t("links.heading")}
          </Title>
          {/* With no link yet, the button stands in the empty state instead. */}
          {!empty && addLink}
        </Group>
        {links.isPending ? (
          <Skeleton height={120} />
        ) : links.isError ? (
          <Text c="red.8">{t("links.loadError")}</Text>
        ) : links.data.length === 0 ? (
          <EmptyState message={t("links.empty")} icon={<IconLink size={24} />} action={addLink} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" data-testid="store-links">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("links.products")}</Table.Th>
                  <Table.Th>{t("links.template")}</Table.Th>
                  <Table.Th>{t("links.assignees")}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {links.data.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      <Stack gap={2}>
                        {l.products.map((p) => (
                          <Text key={p.id} size="sm">
                            {p.name}{" "}
                            <Text span size="xs" c="dimmed" ff="monospace">
                              #{p.id}
                            </Text>
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      {l.project ? (
                        <Anchor component={Link} to={`/projects/${l.project.id}/overview`} size="sm">
                          {l.project.title}
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t("links.missingTemplate")}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {l.assignees.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {t("links.nobody")}
                        </Text>
                      ) : (
                        <Stack gap={4}>
                          {l.assignees.map((a) => (
                            <Group key={a.user_id} gap={6} wrap="nowrap">
                              <Text size="sm">{a.display_name}</Text>
                              <Badge size="sm" variant="light" color="gray">
                                {t(`roles.${a.role_id}`)}
                              </Badge>
                            </Group>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        onEdit={() => setEditing(l)}
                        onDelete={() => void askRemove(l)}
                        editLabel={t("links.edit", { title: titleOf(l) })}
                        deleteLabel={t("links.delete", { title: titleOf(l) })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing !== null && <LinkFormModal link={editing || null} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
