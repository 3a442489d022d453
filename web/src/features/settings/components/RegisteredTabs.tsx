import { Tabs } from "@mantine/core";
import { type ComponentType, Suspense } from "react";
import { useTranslation } from "react-i18next";
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

/** The tabs features registered for a settings screen; only the open one is rendered (and its code loaded). */
export function RegisteredTabs<P extends object>({ label, tabs, value, onChange, props }: Props<P>) {
  const { t } = useTranslation();
  return (
    <Tabs value={value ?? null} onChange={(key) => key && onChange(key)} keepMounted={false}>
      <Tabs.List aria-label={label} style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key} data-testid={`settings-tab-${tab.key}`}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => {
        const Component = tab.component as ComponentType<P>;
        return (
          <Tabs.Panel key={tab.key} value={tab.key} pt="md">
            <Suspense fallback={<PageLoader />}>
              <Component {...props} />
            </Suspense>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
