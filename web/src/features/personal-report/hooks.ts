import { type PersonalReport, type PersonalReportFor, toReportDate } from "@cairn/shared/personal-report";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { get, type Item } from "../../api/client";
import type { DayRange } from "./range";

/** The report of one person for a range (`GET pm-pro/v2/report-summary?type=user`, dates as MM/DD/YYYY). */
export function usePersonalReport(userId: number, range: DayRange, reportFor: PersonalReportFor) {
  const query = {
    type: "user",
    users: userId,
    startDate: toReportDate(range.start),
    endDate: toReportDate(range.end),
    report_for: reportFor === "task" ? undefined : reportFor,
  };
  return useQuery({
    queryKey: ["personal-report", query],
    queryFn: async ({ signal }) => (await get<Item<PersonalReport>>("pm-pro/v2/report-summary", query, signal)).data,
    // The last answer stays on screen while another range or person loads.
    placeholderData: keepPreviousData,
    retry: false,
    // The screen says why in place (a refusal, a bad range): no toast besides.
    meta: { silent: true },
  });
}

export type Person = { id: number; display_name: string };

/** The people a manager may pick (those of his projects; everyone for a global manager). */
export function useReportPeople(enabled: boolean) {
  return useQuery({
    queryKey: ["personal-report", "people"],
    queryFn: async ({ signal }) => (await get<Item<Person[]>>("pm/v2/assigned_users/", {}, signal)).data,
    enabled,
    staleTime: 60_000,
  });
}
