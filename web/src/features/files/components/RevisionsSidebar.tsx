import { ActionIcon, Group, NavLink, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconDownload, IconHistory } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { fileSize } from "../../../components/attachments/fileSize";
import { formatDateTime } from "../../../components/DateText";
import type { Revision } from "../types";

type Props = { revisions: Revision[]; selected: number | null; onSelect: (id: number | null) => void };

/**
 * Earlier versions by date and time, newest first ('No Revision' when none), each with its author; one opens on
 * click. An uploaded file's also name their file and size, and download beside it.
 */
export function RevisionsSidebar({ revisions, selected, onSelect }: Props) {
  const { t } = useTranslation("files");
  const newestFirst = [...revisions].sort((a, b) => (b.created_at.timestamp ?? 0) - (a.created_at.timestamp ?? 0));
  return (
    <Paper withBorder p="sm" component="aside" aria-labelledby="file-revisions" data-testid="revisions">
      <Stack gap="xs">
        <Title order={3} size="h5" id="file-revisions">
          <IconHistory size={16} aria-hidden style={{ verticalAlign: "-2px", marginRight: 6 }} />
          {t("single.revisions")}
        </Title>
        {newestFirst.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("single.noRevision")}
          </Text>
        ) : (
          <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: "none" }}>
            {newestFirst.map((r) => {
              const by = t("single.revisionBy", { name: r.creator.data?.display_name ?? t("formerMember") });
              const file = r.size === null ? null : t("single.revisionFile", { name: r.title, size: fileSize(r.size) });
              return (
                <Group component="li" key={r.id} gap={4} wrap="nowrap" align="center">
                  <NavLink
                    component="button"
                    type="button"
                    active={selected === r.id}
                    aria-current={selected === r.id ? "true" : undefined}
                    label={formatDateTime(r.created_at)}
                    description={
                      file ? (
                        <>
                          <span style={{ display: "block", overflowWrap: "anywhere" }}>{file}</span>
                          {by}
                        </>
                      ) : (
                        by
                      )
                    }
                    onClick={() => onSelect(selected === r.id ? null : r.id)}
                    data-testid="revision"
                    style={{ borderRadius: "var(--mantine-radius-sm)", flex: 1, minWidth: 0 }}
                  />
                  {r.download_url ? (
                    <Tooltip label={t("single.downloadVersion", { name: r.title })} withArrow>
                      <ActionIcon
                        component="a"
                        href={r.download_url}
                        download={r.title}
                        variant="subtle"
                        aria-label={t("single.downloadVersion", { name: r.title })}
                        data-testid="revision-download"
                      >
                        <IconDownload size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
