import { GLOBAL_SETTINGS } from "@cairn/shared/schemas/general-settings";
import { Select, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PageLoader } from "../../../components/PageLoader";
import { useApiForm } from "../../../components/useApiForm";
import { useSaveSettings, useSettings } from "../../settings/api";
import { SaveChanges } from "../../settings/components/SaveChanges";
import { type FrontEndPage, useFrontEndPages } from "../api";
import { frontEndPageOf } from "../settingValue";

/**
 * The setting as the picker holds it, the chosen page's id (none: the default), made the stored
 * `{page_id, post_title}` by the server's own rule for the key, which also names the page by its title.
 */
const pageSettings = z.object({
  front_end_page: z.preprocess(
    (pageId) => (pageId === null ? null : { page_id: pageId }),
    GLOBAL_SETTINGS.front_end_page.schema,
  ),
});

/** The only key sent: the server names a refused value by its place in the body. */
const PAGE_FIELD = "settings.0.value";

/** The spec's page_settings_tab: which of the app's pages members land on after signing in. */
export default function PagesTab() {
  const settings = useSettings();
  const pages = useFrontEndPages();
  if (!settings.data || !pages.data) return <PageLoader rows={2} />;
  return <PagesForm pages={pages.data} initial={frontEndPageOf(settings.data.front_end_page)?.page_id ?? null} />;
}

function PagesForm({ pages, initial }: { pages: FrontEndPage[]; initial: number | null }) {
  const { t } = useTranslation("general-settings");
  const save = useSaveSettings(undefined, { inlineFields: [PAGE_FIELD] });
  const { form, submit, pending } = useApiForm({
    schema: pageSettings,
    initialValues: { front_end_page: initial ? String(initial) : null },
    write: save,
    fieldPaths: { [PAGE_FIELD]: "front_end_page" },
  });
  return (
    <form onSubmit={submit((body) => save.mutateAsync(body))} data-testid="page-settings-form">
      <Stack gap="md" maw={420}>
        <Text size="sm" c="dimmed">
          {t("pages.intro")}
        </Text>
        <Select
          label={t("pages.frontEndPage")}
          placeholder={t("pages.placeholder")}
          data={pages.map((p) => ({ value: String(p.id), label: p.title }))}
          {...form.getInputProps("front_end_page")}
          clearable
          allowDeselect
          comboboxProps={{ withinPortal: true }}
        />
        <SaveChanges pending={pending} />
      </Stack>
    </form>
  );
}
