/**
 * The first script of index.html (a classic script built apart: web/vite/boot-entry.ts), run before the app's
 * bundle (main.tsx) has loaded and evaluated: it starts the first screen's reads so that their answers are on
 * the way, or here, when the app asks for them (app/early-requests.ts, api/early.ts).
 */

import { bootZone, startEarly } from "./api/early";
import { startEarlyRequests } from "./app/early-requests";

const zone = bootZone();
startEarlyRequests(window.location.pathname, (url) => startEarly(url, zone));
// When the first screen's reads went out, in the page's performance timeline (devtools, the benches' traces).
performance.mark("cairn:boot");
