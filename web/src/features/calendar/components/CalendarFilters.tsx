import { Button, Group, MultiSelect, Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarProjects } from "../api";

type Props = {
  projects: CalendarProjects | undefined;
  /** The project page's calendar has its project fixed: no project picker. */
  fixedProjectId: number | null;
  projectId: number | null;
  users: number[];
  onApply: (filter: { projectId: number | null; users: number[] }) => void;
};

/**
 * One project and several people, applied with 'Filter' (spec): nothing changes until then. The people
 * offered are the chosen project's members, or everyone in the reader's projects; none chosen means "me".
 */
export function CalendarFilters({ projects, fixedProjectId, projectId, users, onApply }: Props) {
  const { t } = useTranslation("calendar");
  const [draftProject, setDraftProject] = useState<number | null>(projectId);
  const [draftUsers, setDraftUsers] = useState<number[]>(users);
  const scopeId = fixedProjectId ?? draftProject;
  const people =
    (scopeId === null ? projects?.users : projects?.projects.find((p) => p.id === scopeId)?.users.data) ?? [];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {fixedProjectId === null && (
        <Select
          label={t("filters.project")}
          placeholder={t("filters.allProjects")}
          data={(projects?.projects ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
          value={draftProject === null ? null : String(draftProject)}
          onChange={(v) => setDraftProject(v === null ? null : Number(v))}
          clearable
          searchable
          w={240}
        />
      )}
      <MultiSelect
        label={t("filters.users")}
        placeholder={draftUsers.length === 0 ? t("filters.usersPlaceholder") : undefined}
        data={people.map((u) => ({ value: String(u.id), label: u.display_name }))}
        value={draftUsers.map(String)}
        onChange={(ids) => setDraftUsers(ids.map(Number))}
        searchable
        clearable
        hidePickedOptions
        miw={260}
        maw={520}
      />
      <Button onClick={() => onApply({ projectId: fixedProjectId ?? draftProject, users: draftUsers })}>
        {t("filters.apply")}
      </Button>
    </Group>
  );
}
