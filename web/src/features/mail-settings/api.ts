import type { MailSettings, MailTestResult, SaveMailSettingsBody } from "@cairn/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, type Item, post, type Written } from "../../api/client";

const mailSettingsKey = ["mail", "settings"] as const;

export function useMailSettings() {
  return useQuery({
    queryKey: mailSettingsKey,
    queryFn: async ({ signal }) => (await get<Item<MailSettings>>("pm/v2/settings/mail", {}, signal)).data,
    // The card shows its own failure in place.
    meta: { silent: true },
  });
}

/** The fields whose messages the form shows under its inputs. */
export const MAIL_FIELDS = ["smtp_url", "username", "password", "from"] as const;

export function useSaveMailSettings() {
  const qc = useQueryClient();
  return useMutation({
    meta: { inlineFields: MAIL_FIELDS },
    mutationFn: (body: SaveMailSettingsBody) => post<Written<MailSettings>>("pm/v2/settings/mail", body),
    onSuccess: async (res) => {
      qc.setQueryData(mailSettingsKey, res.data);
      // "Mail is on/off" above and on every member's profile.
      await qc.invalidateQueries({ queryKey: ["mail", "status"] });
    },
  });
}

/** Its answer, or the server's reason, is shown next to the button rather than toasted. */
export function useSendTestMail() {
  return useMutation({
    meta: { silent: true },
    mutationFn: () => post<Written<MailTestResult>>("pm/v2/settings/mail/test"),
  });
}
