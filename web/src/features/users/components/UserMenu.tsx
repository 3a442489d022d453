import { Menu } from "@mantine/core";
import { IconEdit, IconKey, IconLogout, IconTrash, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { User } from "../../../api/types";
import { confirmAction } from "../../../components/confirm";
import { DotsMenu } from "../../../components/DotsMenu";
import { type UserAction, useUserAction } from "../hooks";

/**
 * One person's actions: edit, password reset, sign out everywhere, deactivate or reactivate, delete. What
 * cannot be undone, or locks someone out, is asked first; the server's message (or reason) is toasted.
 */
export function UserMenu({ user, onEdit }: { user: User; onEdit: (user: User) => void }) {
  const { t } = useTranslation("users");
  const act = useUserAction();
  const name = user.display_name;
  const run = async (action: UserAction, confirmKey?: "revoke" | "deactivate" | "delete") => {
    const ask = confirmKey && {
      title: t(`confirm.${confirmKey}Title`, { name }),
      message: t(`confirm.${confirmKey}`),
      confirmLabel: t(`menu.${confirmKey}`),
    };
    if (ask && !(await confirmAction(ask))) return;
    act.mutate({ id: user.id, action });
  };
  const active = user.status !== "deactivated";
  return (
    <DotsMenu label={t("menu.label", { name })}>
      {active && (
        <>
          <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onEdit(user)}>
            {t("menu.edit")}
          </Menu.Item>
          <Menu.Item leftSection={<IconKey size={16} />} onClick={() => run("password-reset")}>
            {t("menu.reset")}
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => run("sessions/revoke", "revoke")}>
            {t("menu.revoke")}
          </Menu.Item>
          <Menu.Item leftSection={<IconUserOff size={16} />} onClick={() => run("deactivate", "deactivate")}>
            {t("menu.deactivate")}
          </Menu.Item>
        </>
      )}
      {!active && (
        <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={() => run("reactivate")}>
          {t("menu.reactivate")}
        </Menu.Item>
      )}
      <Menu.Divider />
      <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => run("delete", "delete")}>
        {t("menu.delete")}
      </Menu.Item>
    </DotsMenu>
  );
}
