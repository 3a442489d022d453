import { ActionIcon, Menu } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import classes from "./IconButton.module.css";
import icons from "./MaskIcon.module.css";

type Props = { label: string; children: ReactNode };

/** The "⋯" button of a row or card and its dropdown of actions; `label` names the item it acts on. */
export function DotsMenu({ label, children, openAtOnce = false }: Props & { openAtOnce?: boolean }) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!openAtOnce) return;
    // Focus first, so the menu gives it back on closing, as it does to a button that was clicked.
    target.current?.focus();
    setOpened(true);
  }, [openAtOnce]);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/**
 * DotsMenu for lists of many rows: a plain button that looks the same until it is first used, then the real
 * menu, open. A Mantine Menu keeps a popover and floating-ui hooks per row even while closed; the items are
 * made only then too.
 */
export function DeferredDotsMenu({ label, items }: { label: string; items: () => ReactNode }) {
  const [wanted, setWanted] = useState(false);
  if (wanted) {
    return (
      <DotsMenu label={label} openAtOnce>
        {items()}
      </DotsMenu>
    );
  }
  return (
    <button
      type="button"
      className={`${classes.subtle} ${icons.dots}`}
      data-mask-icon
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
    />
  );
}
