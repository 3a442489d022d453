import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  MantineProvider,
  Modal,
  Notification,
} from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../api/client";
import { modulesKey } from "../api/modules";
import { toastError, toastSuccess, toastUnshown } from "../components/toasts";
import i18n from "../i18n";

// Close buttons are icons: give each an accessible name.
const closeLabel = () => i18n.t("common:close");

const theme = createTheme({
  primaryColor: "teal",
  // Darker shades than Mantine's defaults keep white-on-teal buttons above the 4.5:1 contrast ratio.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: "md",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": closeLabel() } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { "aria-label": closeLabel() } },
      // Mantine greys a titled toast's text to 3:1; toasts carry the server's words, so they read at full contrast.
      styles: { description: { color: "var(--mantine-color-text)" } },
    }),
  },
});

/**
 * Mantine's "dimmed" grey is too faint for body text (3.3:1); this one reads at 7:1. Its error red (3.3:1)
 * and the teal text on pale teal (active menu entries, light badges: 4.3:1) are darkened to pass 4.5:1.
 */
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  // Mantine hovers a shade-9 button with the LIGHTER shade 8 (white on it: 3.9:1); a darker teal keeps 6.6:1.
  variables: { "--mantine-color-teal-filled-hover": "#066a4c" },
  light: {
    "--mantine-color-dimmed": t.colors.gray[7],
    "--mantine-color-error": t.colors.red[8],
    // Between teal 9 and black: 5:1 and more on every pale teal background, hovered or not.
    "--mantine-color-teal-light-color": "#066a4c",
    "--mantine-color-teal-light": t.colors.teal[0],
    "--mantine-color-teal-light-hover": t.colors.teal[1],
  },
  dark: { "--mantine-color-dimmed": t.colors.dark[1] },
});

/** Toasts shown at once (issue 11); the rest wait in Mantine's queue and show as earlier ones close. */
export const MAX_TOASTS = 3;

const colorSchemeManager = localStorageColorSchemeManager({ key: "cairn-color-scheme" });

/**
 * A module switched off since the list was read (another tab, another manager): read the list again, so
 * its menus hide and its screens say it is off.
 */
function noticeSwitchedOff(err: unknown) {
  if (err instanceof ApiError && err.code === "module_disabled")
    void queryClient.invalidateQueries({ queryKey: modulesKey });
}

/** Every failed write shows the server's messages as error toasts; every success its message. */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
  queryCache: new QueryCache({
    onError: (err, query) => {
      noticeSwitchedOff(err);
      if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return;
      // A screen that shows its own failure in place (meta.silent) is not toasted twice.
      if (query.meta?.silent) return;
      toastError(err);
    },
  }),
  mutationCache: new MutationCache({
    onError: (err, _vars, _ctx, mutation) => {
      noticeSwitchedOff(err);
      if (mutation.options.meta?.silent) return;
      // A form that lists the refusal's messages above itself is not toasted the same messages too.
      if (mutation.options.meta?.listsRefusal && err instanceof ApiError && err.status === 400) return;
      // Nor are the messages a form shows under its fields: only what it does not show is toasted.
      toastUnshown(err, mutation.options.meta?.inlineFields);
    },
    onSuccess: (data, _vars, _ctx, mutation) => {
      if (mutation.options.meta?.silent) return;
      const message = (data as { message?: string } | undefined)?.message;
      if (message) toastSuccess(message);
    },
  }),
});

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      silent?: boolean;
      listsRefusal?: boolean;
      /** The fields whose first message the form shows under its input (refusalToast.ts); "*" is one segment. */
      inlineFields?: readonly string[];
    };
    queryMeta: { silent?: boolean };
  }
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <Notifications position="bottom-right" limit={MAX_TOASTS} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
