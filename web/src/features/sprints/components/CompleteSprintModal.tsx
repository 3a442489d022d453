import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCompleteSprint, useSprints } from "../hooks";
import type { Sprint } from "../types";

const KEEP = "keep";

/**
 * Completes the sprint after asking; its unfinished tasks may move to another active sprint (one of the first
 * page's, that the reader may edit), or stay on this one's record.
 */
export function CompleteSprintModal({ sprint, onClose }: { sprint: Sprint; onClose: () => void }) {
  const { t } = useTranslation("sprints");
  const complete = useCompleteSprint(sprint.id);
  const others = (useSprints("active", 1).data?.data ?? []).filter((s) => s.id !== sprint.id && s.meta.can_add_tasks);
  const [target, setTarget] = useState<string>(KEEP);
  const unfinished = (sprint.tasks?.data ?? []).filter((x) => x.status !== 1).length;
  return (
    <Modal opened onClose={onClose} title={t("complete.title")}>
      <Stack gap="sm">
        <Text size="sm">
          {unfinished > 0 ? t("complete.unfinished", { count: unfinished }) : t("complete.allDone")}
        </Text>
        {unfinished > 0 && (
          <Select
            label={t("complete.moveTo")}
            data={[
              { value: KEEP, label: t("complete.keep") },
              ...others.map((s) => ({ value: String(s.id), label: s.title })),
            ]}
            value={target}
            onChange={(v) => setTarget(v ?? KEEP)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("form.cancel")}
          </Button>
          <Button
            loading={complete.isPending}
            onClick={() => complete.mutate(target === KEEP ? null : Number(target), { onSuccess: onClose })}
          >
            {t("complete.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
