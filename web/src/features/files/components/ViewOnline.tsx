import { Button, type ButtonProps } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** 'View Online': a link's address, opened in a new tab that cannot reach back into this one. */
export function ViewOnline({ url, ...button }: { url: string } & Pick<ButtonProps, "size" | "variant">) {
  const { t } = useTranslation("files");
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<IconExternalLink size={14} aria-hidden />}
      {...button}
    >
      {t("card.viewOnline")}
    </Button>
  );
}
