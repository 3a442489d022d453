import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { useMe, useSetupNeeded } from "../api/me";

/** Sends a first visit to the administrator setup, and signed-out visitors to the sign-in page. */
export function Gate() {
  const { t } = useTranslation();
  const setup = useSetupNeeded();
  const me = useMe();
  const location = useLocation();
  if (setup.isPending || me.isPending) {
    return (
      <Center mih="100vh" role="status" aria-label={t("loading")}>
        <Loader />
      </Center>
    );
  }
  if (setup.data) return <Navigate to="/setup" replace />;
  if (!me.data) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
