import { CloseButton, Kbd, TextInput } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

/** The page's search box; "/" anywhere outside a field puts the cursor in it. */
export function ProjectSearch({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const { t } = useTranslation("projects");
  const input = useRef<HTMLInputElement>(null);
  const focus = () => input.current?.focus();
  // Some layouts type "/" with Shift (German: Shift+7), so both forms count.
  useHotkeys([
    ["/", focus],
    ["shift+/", focus],
  ]);
  return (
    <TextInput
      ref={input}
      aria-label={t("searchLabel")}
      aria-keyshortcuts="/"
      title={t("common:searchShortcut")}
      placeholder={t("searchPlaceholder")}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t("common:clear")} onClick={() => onChange("")} />
        ) : (
          <Kbd size="xs" aria-hidden title={t("common:searchShortcut")}>
            /
          </Kbd>
        )
      }
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && value) onChange("");
      }}
      w={{ base: "100%", xs: 260 }}
    />
  );
}
