import { Select, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/PageLoader";
import { useSingleSubmit } from "../../../components/useSingleSubmit";
import { useSaveSettings, useSettings } from "../../settings/api";
import { SaveChanges } from "../../settings/components/SaveChanges";
import { type FrontEndPage, useFrontEndPages } from "../api";
import { frontEndPageOf } from "../settingValue";

/** The spec's page_settings_tab: which of the app's pages members land on after signing in. */
export default function PagesTab() {
  const settings = useSettings();
  const pages = useFrontEndPages();
  if (!settings.data || !pages.data) return <PageLoader rows={2} />;
  return <PagesForm pages={pages.data} initial={frontEndPageOf(settings.data.front_end_page)?.page_id ?? null} />;
}

function PagesForm({ pages, initial }: { pages: FrontEndPage[]; initial: number | null }) {
  const { t } = useTranslation("general-settings");
  const save = useSaveSettings();
  const once = useSingleSubmit();
  const [pageId, setPageId] = useState<string | null>(initial ? String(initial) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const page = pages.find((p) => String(p.id) === pageId);
    void once(() => save.mutateAsync({ front_end_page: page ? { page_id: page.id, post_title: page.title } : null }));
  };
  return (
    <form onSubmit={submit} data-testid="page-settings-form">
      <Stack gap="md" maw={420}>
        <Text size="sm" c="dimmed">
          {t("pages.intro")}
        </Text>
        <Select
          label={t("pages.frontEndPage")}
          placeholder={t("pages.placeholder")}
          data={pages.map((p) => ({ value: String(p.id), label: p.title }))}
          value={pageId}
          onChange={setPageId}
          clearable
          allowDeselect
          comboboxProps={{ withinPortal: true }}
        />
        <SaveChanges pending={save.isPending} />
      </Stack>
    </form>
  );
}
