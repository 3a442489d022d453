import { Tabs } from "@mantine/core";
import { type ComponentType, Suspense, useEffect, useReducer } from "react";
import { useTranslation } from "react-i18next";
import { asLazyPage } from "../../../app/lazy-page";
import type { SettingsTab } from "../../../app/registry";
import { PageLoader } from "../../../components/PageLoader";

type Props<P extends object> = {
  /** The accessible name of the tab strip. */
  label: string;
  tabs: SettingsTab<P>[];
  value: string | undefined;
  onChange: (key: string) => void;
  /** What every tab's component receives. */
  props: P;
};

/** Starts loading a tab's code (pointing at its tab is a good hint that it will be opened). */
const preloadTab = (component: unknown) => void asLazyPage(component)?.preload();

/**
 * A tab's content once its code is here. Until then a skeleton of our own stands in its place, not a Suspense
 * fallback: React keeps a committed fallback on screen for at least 300 ms (app/lazy-page.ts), so the first
 * opening of every tab showed a skeleton for 300 ms with its code long in hand.
 */
function TabContent<P extends object>({ component, props }: { component: ComponentType<P>; props: P }) {
  const page = asLazyPage(component);
  const [, codeArrived] = useReducer((n: number) => n + 1, 0);
  const waiting = page !== undefined && !page.isLoaded();
  useEffect(() => {
    if (waiting) void page?.preload().then(codeArrived);
  }, [page, waiting]);
  if (waiting) return <PageLoader />;
  const Component = component;
  return (
    <Suspense fallback={<PageLoader />}>
      <Component {...props} />
    </Suspense>
  );
}

/** The tabs features registered for a settings screen; only the open one is rendered, a hovered one's code loaded. */
export function RegisteredTabs<P extends object>({ label, tabs, value, onChange, props }: Props<P>) {
  const { t } = useTranslation();
  return (
    <Tabs value={value ?? null} onChange={(key) => key && onChange(key)} keepMounted={false}>
      <Tabs.List aria-label={label} style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.key}
            value={tab.key}
            data-testid={`settings-tab-${tab.key}`}
            onMouseEnter={() => preloadTab(tab.component)}
            onFocus={() => preloadTab(tab.component)}
          >
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.key} value={tab.key} pt="md">
          <TabContent component={tab.component as ComponentType<P>} props={props} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
