/**
 * The first entry of index.html, run before the app's bundle (main.tsx) has loaded and evaluated: it starts
 * the first screen's reads so that their answers are on the way, or here, when the app asks for them.
 */

import { startEarly } from "./api/early";
import { startEarlyRequests } from "./app/early-requests";

startEarlyRequests(window.location.pathname, (url) => startEarly(url));
// When the first screen's reads went out, in the page's performance timeline (devtools, the benches' traces).
performance.mark("cairn:boot");
