import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { common } from "./common.en";

/**
 * One message catalogue: the common texts here, and each feature's `features/<name>/messages.en.ts`
 * (its default export) merged in under the feature's name, so features never edit a shared file.
 */
const featureCatalogues = import.meta.glob<{ default: Record<string, unknown> }>("../features/*/messages.en.ts", {
  eager: true,
});

const en: Record<string, Record<string, unknown>> = { common };
for (const [path, mod] of Object.entries(featureCatalogues)) {
  const name = path.split("/").at(-2) as string;
  en[name] = mod.default;
}

void i18n.use(initReactI18next).init({
  resources: { en },
  lng: "en",
  fallbackLng: "en",
  defaultNS: "common",
  ns: Object.keys(en),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
