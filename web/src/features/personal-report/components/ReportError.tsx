import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../../api/client";

/**
 * Why the report is not shown, in the server's words: a refusal (someone else's report) offers the reader's own
 * instead; a fault or a lost connection offers to try again.
 */
export function ReportError({ error, onRetry, ownId }: { error: Error; onRetry: () => void; ownId?: number }) {
  const { t } = useTranslation("personal-report");
  const api = error instanceof ApiError ? error : null;
  const refused = api?.status === 403;
  const transient = !api || api.status >= 500;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={t("failed")} data-testid="report-error">
      <Text size="sm">{api ? api.messages.join(" ") : error.message}</Text>
      <Group gap="xs" mt="xs">
        {refused && ownId !== undefined && (
          <Button component={Link} to={`/my-tasks/reports/${ownId}`} size="xs" variant="light" color="red">
            {t("ownReport")}
          </Button>
        )}
        {transient && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t("retry")}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
