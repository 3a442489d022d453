import { ACTIVITY_TEMPLATES, type ActivityLike, activitySentence } from "@cairn/shared/activity-text";
import i18n from "./index";

/**
 * The activity sentences as an i18n namespace. Keys are flat ("activity.task.update.title" sits next
 * to "activity.task.update"), so lookups turn the key separator off. The catalogue and @cairn/shared load
 * with the first page that shows activity, not with the first screen.
 */
const NS = "activity";

function ensureCatalogue() {
  if (i18n.hasResourceBundle("en", NS)) return;
  const templates: Record<string, string> = {};
  for (const [key, text] of Object.entries(ACTIVITY_TEMPLATES)) templates[key] = text.replace(/\{(\w+)\}/g, "{{$1}}");
  i18n.addResourceBundle("en", NS, templates);
}

/** One activity as a sentence in the reader's language. */
export function activityText(activity: ActivityLike): string {
  ensureCatalogue();
  const { key, params } = activitySentence(activity);
  const fallback = i18n.t("activity.unknown", { ns: NS, keySeparator: false, ...params });
  return i18n.t(key, { ns: NS, keySeparator: false, defaultValue: fallback, ...params });
}
