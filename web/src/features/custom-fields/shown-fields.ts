import type { TaskCustomField } from "@cairn/shared";
import { MODULE } from "@cairn/shared/modules";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useDisabledModules } from "../../api/modules";
import type { Project } from "../../api/types";
import { useCustomFields } from "./api";
import { useFieldColumns } from "./columns";
import { type FormatTexts, formatValue } from "./format";

/** Which fields rows or cards show (ids in the project's order), with what formatting their values needs. */
export type ShownFields = {
  ids: number[];
  people: ReadonlyMap<number, string>;
  texts: FormatTexts & { none: string };
};

/** Each shown field of a task as name and text (an empty value as ""), in the fields' order. */
export function shownValues(values: readonly TaskCustomField[] | undefined, shown: ShownFields) {
  const byId = new Map((values ?? []).map((v) => [v.id, v]));
  return shown.ids.flatMap((id) => {
    const v = byId.get(id);
    return v ? [{ id, name: v.name, text: formatValue(v, v.value, shown.people, shown.texts) }] : [];
  });
}

/** The fields chosen for `pick`, while the module is on and the project has any; else null (nothing shown). */
function useShownFields(
  project: Project | undefined,
  pick: (chosen: { id: number; show_on_card: boolean }) => boolean,
) {
  const off = useDisabledModules().has(MODULE.customFields);
  const fields = useCustomFields(project?.id ?? 0, !off && project !== undefined).data;
  const { t } = useTranslation("custom-fields");
  const members = project?.assignees?.data;
  const ids = off || !fields ? [] : fields.filter(pick).map((f) => f.id);
  const key = ids.join(",");
  return useMemo<ShownFields | null>(
    () =>
      key === ""
        ? null
        : {
            ids: key.split(",").map(Number),
            people: new Map((members ?? []).map((m) => [m.id, m.display_name])),
            texts: { yes: t("value.yes"), no: t("value.no"), none: t("value.none") },
          },
    [key, members, t],
  );
}

/** The fields this person chose as columns of the project's list view (remembered in the browser). */
export function useColumnFields(project: Project | undefined): ShownFields | null {
  const [chosen] = useFieldColumns(project?.id ?? 0);
  return useShownFields(project, (f) => chosen.includes(f.id));
}

/** The fields the project's managers mark to show on the board's cards. */
export function useCardFields(project: Project | undefined): ShownFields | null {
  return useShownFields(project, (f) => f.show_on_card);
}
