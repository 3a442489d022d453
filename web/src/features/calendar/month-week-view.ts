import { lazyPage } from "../../app/lazy-page";

/** The month and week views (the calendar library's code): preloaded by the calendar's routes. */
export const monthWeekView = lazyPage(() => import("./components/MonthWeekView"));
