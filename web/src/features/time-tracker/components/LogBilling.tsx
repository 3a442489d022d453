import { MODULE } from "@cairn/shared/modules";
import { Badge, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDisabledModules } from "../../../api/modules";
import { routeTo } from "../../../app/route-names";
import { useTimeLogWrites } from "../hooks";
import type { TimeLog, TrackedTask } from "../types";

/**
 * Whether a log is billed or billable: "Billed" (linking to its invoice where the reader may see it), else a
 * "Billable" switch for who may edit the log, else a quiet "Billable" where it is.
 */
export function LogBilling({ task, log, when }: { task: TrackedTask; log: TimeLog; when: string }) {
  const { t } = useTranslation("time-tracker");
  const { change } = useTimeLogWrites(task);
  const invoicesOn = !useDisabledModules().has(MODULE.invoice);
  if (log.billed) {
    const invoice = log.invoice?.data;
    if (invoice && invoicesOn)
      return (
        <Badge
          component={Link}
          to={routeTo("invoice", { project_id: log.project_id, invoice_id: invoice.id })}
          color="teal"
          variant="light"
          tt="none"
          style={{ cursor: "pointer" }}
          aria-label={t("log.billedOn", { title: invoice.title })}
          data-testid="log-billed"
        >
          {t("log.billed")}
        </Badge>
      );
    return (
      <Badge color="teal" variant="light" tt="none" data-testid="log-billed">
        {t("log.billed")}
      </Badge>
    );
  }
  if (log.meta.can_edit)
    return (
      <Switch
        size="xs"
        label={t("log.billable")}
        aria-label={t("log.billableLabel", { date: when })}
        checked={log.payable}
        disabled={change.isPending}
        onChange={(e) => change.mutate({ log, payable: e.currentTarget.checked })}
      />
    );
  if (!log.payable) return null;
  return (
    <Badge color="gray" variant="light" tt="none">
      {t("log.billable")}
    </Badge>
  );
}
