import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@cairn/shared/languages";
import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Me } from "../../../api/types";
import { refusalErrors } from "../../../components/useApiForm";
import { browserLanguage } from "../../../i18n";
import { useUpdateProfile } from "../hooks";

/** The choice that stores no language (null): the app follows the browser's. */
const BROWSER = "browser";

/**
 * The app's language, kept with the account (every browser he signs in to shows it) and saved as soon as it is
 * picked, like the colour scheme beside it: the page turns to it at once (useUpdateProfile). The first choice
 * follows the browser's language, as an option of its own (a select's clear button is out of reach of the
 * keyboard and of screen readers). Each language is named in its own words, so anyone finds his own.
 */
export function LanguageSelect({ me }: { me: Me }) {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile(["language"]);
  const options = [
    { value: BROWSER, label: t("appearance.languageAuto", { language: LANGUAGE_NAMES[browserLanguage()] }) },
    ...LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
  ];
  const pick = (value: string | null) => {
    const language = value === BROWSER || value === null ? null : (value as Language);
    if (language !== me.language) update.mutate({ language });
  };
  return (
    <Select
      label={t("appearance.language")}
      description={t("appearance.languageHint")}
      data={options}
      value={me.language ?? BROWSER}
      onChange={pick}
      allowDeselect={false}
      disabled={update.isPending}
      error={refusalErrors(update.error).language}
      data-testid="profile-language"
    />
  );
}
