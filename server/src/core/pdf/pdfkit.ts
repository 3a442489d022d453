import { loadOnce } from "../load-once";

/**
 * pdfkit (~26 MB resident with its fonts' metrics) loads with the first PDF asked for, not with the server:
 * most servers never print one.
 */
export const loadPdfKit = loadOnce(() => import("pdfkit").then((m) => m.default));
