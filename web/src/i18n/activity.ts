import { ACTIVITY_TEMPLATES, type ActivityLike, activitySentence } from "@cairn/shared/activity-text";
import { formatDate } from "../components/DateText";
import { ACTIVITY_VALUE_WORDS } from "./activity-words";
import i18n from "./index";

/**
 * The activity sentences as an i18n namespace. Keys are flat ("activity.task.update.title" sits next
 * to "activity.task.update"), so lookups turn the key separator off. The catalogue and @cairn/shared load
 * with the first page that shows activity, not with the first screen; other languages' sentences come with
 * their catalogue (activity.de.ts).
 */
const NS = "activity";
const flat = { ns: NS, keySeparator: false, nsSeparator: false } as const;

const VALUE_WORDS: ReadonlySet<string> = new Set(ACTIVITY_VALUE_WORDS);

/** The English sentences, built from @cairn/shared's templates (`{name}` → `{{name}}`). */
export function englishActivityCatalogue(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(ACTIVITY_TEMPLATES)) texts[key] = text.replace(/\{(\w+)\}/g, "{{$1}}");
  for (const word of ACTIVITY_VALUE_WORDS) texts[`value.${word}`] = word;
  texts.someone = "Someone";
  return texts;
}

function ensureCatalogue() {
  if (i18n.hasResourceBundle("en", NS)) return;
  i18n.addResourceBundle("en", NS, englishActivityCatalogue());
}

const word = (value: string | undefined) =>
  value !== undefined && VALUE_WORDS.has(value) ? i18n.t(`value.${value}`, flat) : value;

/** A changed day ("from none to 2026-12-01") reads as every page writes a day: "Dec 1, 2026". */
function readableDays(params: Record<string, string>): Record<string, string> {
  const out = { ...params };
  for (const name of ["old", "new"]) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(out[name] ?? "")) out[name] = formatDate(out[name]);
  }
  return out;
}

/** One activity as a sentence in the reader's language. */
export function activityText(activity: ActivityLike): string {
  ensureCatalogue();
  const sentence = activitySentence(activity);
  const key = sentence.key;
  const params = readableDays(sentence.params);
  const named = activity.actor?.data?.display_name || activity.meta?.actor_name;
  const words = {
    ...params,
    ...(named ? {} : { actor: i18n.t("someone", flat) }),
    ...("old" in params ? { old: word(params.old) } : {}),
    ...("new" in params ? { new: word(params.new) } : {}),
  };
  const fallback = i18n.t("activity.unknown", { ...flat, ...words });
  return i18n.t(key, { ...flat, defaultValue: fallback, ...words });
}
