import { MODULE } from "@cairn/shared/modules";
import { Badge, Button, Checkbox, Popover, Stack, Text } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useDisabledModules } from "../../../api/modules";
import type { Project } from "../../../api/types";
import { useCustomFields } from "../api";
import { useFieldColumns } from "../columns";

/**
 * "Columns" in the list view's header: which custom fields each task row shows, chosen per project and
 * remembered in this browser. Absent while the module is off.
 */
export function ColumnsMenu({ project }: { project: Project }) {
  const { t } = useTranslation("custom-fields");
  const off = useDisabledModules().has(MODULE.customFields);
  const fields = useCustomFields(project.id, !off);
  const [chosen, setChosen] = useFieldColumns(project.id);
  if (off) return null;
  const list = fields.data ?? [];
  const shown = list.filter((f) => chosen.includes(f.id)).length;
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconColumns size={16} />}
          rightSection={
            shown > 0 ? (
              <Badge size="xs" circle>
                {shown}
              </Badge>
            ) : undefined
          }
          data-testid="custom-field-columns"
        >
          {t("columnsMenu.button")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={320}>
        {fields.isPending ? (
          <Text size="sm" c="dimmed">
            {t("loading")}
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("columnsMenu.none")}
          </Text>
        ) : (
          <Checkbox.Group
            label={t("columnsMenu.label")}
            description={t("columnsMenu.hint")}
            value={chosen.filter((id) => list.some((f) => f.id === id)).map(String)}
            onChange={(ids) => setChosen(ids.map(Number))}
          >
            <Stack gap={8} mt="xs">
              {list.map((f) => (
                <Checkbox key={f.id} value={String(f.id)} label={f.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
