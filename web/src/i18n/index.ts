import { isLanguage, type Language, pickLanguage } from "@cairn/shared/languages";
import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { common } from "./common.en";
import { componentCatalogues } from "./components.en";
import { registerServerTexts, showServerTextsIn } from "./server-texts";

/**
 * One message catalogue per language: the common texts, the shared components' (components.en.ts), and each
 * feature's `features/<name>/messages.<lng>.ts` (its default export) merged in under the feature's name, so
 * features never edit a shared file. English comes with the first screen; German is its own chunk (de.ts),
 * fetched only by someone who reads German.
 */
const featureCatalogues = import.meta.glob<{ default: Record<string, unknown> }>("../features/*/messages.en.ts", {
  eager: true,
});

/** A feature's namespace: the name of its folder. */
export const namespaceOf = (path: string) => path.split("/").at(-2) as string;

const en: Record<string, Record<string, unknown>> = { common, ...componentCatalogues };
// Date inputs write their day in the language's own order ("ll": "Dec 3, 2025", "3. Dez. 2025").
dayjs.extend(localizedFormat);
for (const [path, mod] of Object.entries(featureCatalogues)) en[namespaceOf(path)] = mod.default;

// The server's texts follow every change of language, whoever makes it.
i18n.on("languageChanged", showServerTextsIn);

void i18n.use(initReactI18next).init({
  resources: { en },
  lng: "en",
  fallbackLng: "en",
  defaultNS: "common",
  ns: Object.keys(en),
  interpolation: { escapeValue: false },
  returnNull: false,
  // i18next 25 prints an advertisement to the console on every load otherwise.
  showSupportNotice: false,
});

type LanguageChunk = {
  catalogues: Record<string, Record<string, unknown>>;
  /** The server's texts in this language, by their English words (server-texts.ts). */
  serverTexts: Record<string, string>;
};

/** The catalogues of the languages other than English, each a chunk of its own. */
const loaders: Record<Exclude<Language, "en">, () => Promise<LanguageChunk>> = {
  de: () => import("./de"),
};

const loading = new Map<Language, Promise<void>>();

function loadCatalogues(language: Language): Promise<void> {
  if (language === "en") return Promise.resolve();
  let done = loading.get(language);
  if (!done) {
    done = loaders[language]().then(({ catalogues, serverTexts }) => {
      for (const [ns, texts] of Object.entries(catalogues)) i18n.addResourceBundle(language, ns, texts, true, true);
      registerServerTexts(language, serverTexts);
    });
    // A failed fetch (a deploy replaced the chunk) may be tried again on the next switch.
    done.catch(() => loading.delete(language));
    loading.set(language, done);
  }
  return done;
}

/** The browser's language among those the app is written in (the sign-in screen's, and a profile's default). */
export const browserLanguage = (): Language =>
  pickLanguage(typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]));

/**
 * Shows the app in `language` (null: the browser's): its catalogues are fetched first, so no screen renders
 * half in the old language. The page's `lang` follows, for screen readers, hyphenation and spell checking.
 */
export async function applyLanguage(language: Language | null | undefined): Promise<void> {
  const next = language ?? browserLanguage();
  try {
    await loadCatalogues(next);
  } catch {
    // Without its catalogue the app stays readable in the language it has.
    return;
  }
  // Month and weekday names of the date pickers and of dayjs's formats (its German locale comes with de.ts).
  dayjs.locale(next);
  if (i18n.language !== next) await i18n.changeLanguage(next);
  if (typeof document !== "undefined") document.documentElement.lang = next;
}

/** The language the app shows now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : "en");

/** Settled once the first screen's language (the browser's) is here: the app renders after it. */
export const firstLanguage: Promise<void> = applyLanguage(null);

export default i18n;
