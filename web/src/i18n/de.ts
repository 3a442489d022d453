/**
 * Every German catalogue, one chunk that only a German reader fetches (index.ts `loaders`). dayjs's German
 * locale comes with it: the date pickers' month and weekday names.
 */
import "dayjs/locale/de";
import { activity } from "./activity.de";
import { common } from "./common.de";
import { componentCatalogues } from "./components.de";
import { coreServerTexts } from "./server-texts.de";
import { billingServerTexts } from "./server-texts-billing.de";
import { featureServerTexts } from "./server-texts-features.de";
import { moduleServerTexts } from "./server-texts-modules.de";

const featureCatalogues = import.meta.glob<{ default: Record<string, unknown> }>("../features/*/messages.de.ts", {
  eager: true,
});

export const catalogues: Record<string, Record<string, unknown>> = { common, ...componentCatalogues, activity };
for (const [path, mod] of Object.entries(featureCatalogues)) catalogues[path.split("/").at(-2) as string] = mod.default;

/** The server's texts (refusals, confirmations) by their English words: server-texts.ts. */
export const serverTexts: Record<string, string> = {
  ...coreServerTexts,
  ...featureServerTexts,
  ...billingServerTexts,
  ...moduleServerTexts,
};
