import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { calendarFeedRoutes } from "./feed-routes";
import { calendarRoutes } from "./routes";

/**
 * The calendar is an add-on module: its card on the Modules screen, its three calls and the personal iCal
 * feeds. Switched off, all of them answer 404 module_disabled (a feed too, so calendar apps stop showing
 * it); the feeds' tokens stay, and work again once it is back on.
 */
export const calendarModule = addOnModule(
  {
    path: MODULE.calendar,
    name: "Calendar",
    description:
      "A month, week and day calendar of tasks and milestones, a week timeline per person, rescheduling by drag and drop, and a personal iCal feed for other calendar apps.",
    thumbnail: null,
  },
  calendarRoutes,
  calendarFeedRoutes,
);
