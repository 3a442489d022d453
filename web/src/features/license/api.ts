import type { LicenseStatus } from "@cairn/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { get, post, type Written } from "../../api/client";

/** The licence as pm-pro/v2/license/check answers it (the key masked except its last 4 characters). */
export type License = LicenseStatus;

export function useLicense() {
  return useQuery({
    queryKey: ["license"],
    queryFn: async ({ signal }) => (await get<{ data: License }>("pm-pro/v2/license/check", {}, signal)).data,
  });
}

/**
 * Both writes reload the page afterwards (spec §4), so their success toasts would vanish at once; their
 * refusals are shown on the page instead of as toasts.
 */
export function useLicenseWrites() {
  const activate = useMutation({
    mutationFn: (body: { email: string; key: string }) => post<Written<License>>("pm-pro/v2/license/activation", body),
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: () => post<Written<unknown>>("pm-pro/v2/license/delete"),
    meta: { silent: true },
  });
  return { activate, remove };
}
