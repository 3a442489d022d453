import { Input, SegmentedControl, useMantineColorScheme } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";

type Scheme = "auto" | "light" | "dark";

/** Light, dark or as the system says; kept in this browser (the same switch as in the user menu). */
export function AppearanceCard() {
  const { t } = useTranslation("profile");
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = useId();
  return (
    <Input.Wrapper label={t("appearance.scheme")} labelProps={{ id: labelId }}>
      <div>
        <SegmentedControl
          mt={4}
          aria-labelledby={labelId}
          value={colorScheme}
          onChange={(v) => setColorScheme(v as Scheme)}
          data={(["auto", "light", "dark"] as const).map((s) => ({ value: s, label: t(`common:colorSchemes.${s}`) }))}
        />
      </div>
    </Input.Wrapper>
  );
}
