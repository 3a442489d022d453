import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { useMe, useSetupNeeded } from "../api/me";

/**
 * What the signed-in frame shows until it knows who is there: also the router's fallback while the first
 * page's loaders run (the Gate route's `hydrateFallbackElement`), so the first load draws the same spinner
 * instead of nothing.
 */
export function GateLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" role="status" aria-label={t("loading")}>
      <Loader />
    </Center>
  );
}

/** Sends a first visit to the administrator setup, and signed-out visitors to the sign-in page. */
export function Gate() {
  const setup = useSetupNeeded();
  const me = useMe();
  const location = useLocation();
  if (setup.isPending || me.isPending) return <GateLoader />;
  if (setup.data) return <Navigate to="/setup" replace />;
  if (!me.data) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
