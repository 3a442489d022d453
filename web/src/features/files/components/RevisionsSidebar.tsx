import { NavLink, Paper, Stack, Text, Title } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../components/DateText";
import type { Revision } from "../types";

type Props = { revisions: Revision[]; selected: number | null; onSelect: (id: number | null) => void };

/** Earlier versions by date and time, newest first ('No Revision' when none); one opens on click. */
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
            {newestFirst.map((r) => (
              <li key={r.id}>
                <NavLink
                  component="button"
                  type="button"
                  active={selected === r.id}
                  aria-current={selected === r.id ? "true" : undefined}
                  label={formatDateTime(r.created_at)}
                  description={t("single.revisionBy", { name: r.creator.data?.display_name ?? t("formerMember") })}
                  onClick={() => onSelect(selected === r.id ? null : r.id)}
                  data-testid="revision"
                  style={{ borderRadius: "var(--mantine-radius-sm)" }}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
