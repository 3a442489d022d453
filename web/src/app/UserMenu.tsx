import { Menu, UnstyledButton, useMantineColorScheme } from "@mantine/core";
import { IconLogout, IconMoon, IconSun, IconSunMoon, IconUser } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { post } from "../api/client";
import { setSignedInUser } from "../api/me";
import type { Me } from "../api/types";
import { UserAvatar } from "../components/UserAvatar";

export function UserMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: () => post("auth/logout"),
    meta: { silent: true },
    onSettled: async () => {
      queryClient.clear();
      // The sign-in screen speaks the browser's language, whoever signed out.
      await setSignedInUser(queryClient, null);
      void navigate("/login", { replace: true });
    },
  });
  const next = colorScheme === "auto" ? "light" : colorScheme === "light" ? "dark" : "auto";
  const schemeIcon =
    colorScheme === "auto" ? (
      <IconSunMoon size={16} />
    ) : colorScheme === "light" ? (
      <IconSun size={16} />
    ) : (
      <IconMoon size={16} />
    );
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={t("userMenu", { name: me.display_name })} data-testid="user-menu">
          <UserAvatar user={me} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me.display_name}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => void navigate("/profile")}>
          {t("profile")}
        </Menu.Item>
        <Menu.Item leftSection={schemeIcon} closeMenuOnClick={false} onClick={() => setColorScheme(next)}>
          {t("colorScheme")}: {t(colorScheme === "auto" ? "auto" : colorScheme)}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
          {t("signOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
