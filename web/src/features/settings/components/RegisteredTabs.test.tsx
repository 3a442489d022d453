import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../../i18n";
import { useState } from "react";
import { lazyPage } from "../../../app/lazy-page";
import { RegisteredTabs } from "./RegisteredTabs";

afterEach(cleanup);

type TabModule = { default: () => React.JSX.Element };

/** A tab whose code arrives when the test says so. */
function slowTab(text: string) {
  let arrive: () => void = () => undefined;
  const component = lazyPage(
    () => new Promise<TabModule>((resolve) => (arrive = () => resolve({ default: () => <p>{text}</p> }))),
  );
  return { component, arrive: () => arrive() };
}

function Screen({ tabs }: { tabs: { key: string; component: ReturnType<typeof lazyPage> }[] }) {
  const [value, setValue] = useState(tabs[0].key);
  return (
    <MantineProvider>
      <RegisteredTabs
        label="Settings"
        tabs={tabs.map((tab, i) => ({ key: tab.key, label: tab.key, order: i, component: tab.component }))}
        value={value}
        onChange={setValue}
        props={{}}
      />
    </MantineProvider>
  );
}

describe("registered settings tabs", () => {
  it("show a tab as soon as its code is here, with a skeleton only while it loads", async () => {
    const general = slowTab("General settings");
    const pages = slowTab("Pages settings");
    render(
      <Screen
        tabs={[
          { key: "general", component: general.component },
          { key: "pages", component: pages.component },
        ]}
      />,
    );
    expect(screen.getByRole("status")).toBeTruthy();
    await act(async () => general.arrive());
    // Synchronously after the code's arrival, with the skeleton gone (jsdom does not show React's 300 ms hold
    // of a Suspense fallback; the opening of a hovered tab below is what the old component failed).
    expect(screen.getByText("General settings")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();

    // Pointing at a tab loads its code; opened afterwards, it shows at once.
    fireEvent.mouseEnter(screen.getByTestId("settings-tab-pages"));
    await act(async () => pages.arrive());
    fireEvent.click(screen.getByTestId("settings-tab-pages"));
    expect(screen.getByText("Pages settings")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
