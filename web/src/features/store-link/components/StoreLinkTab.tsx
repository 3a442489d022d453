import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LinksCard } from "./LinksCard";
import { ProductsCard } from "./ProductsCard";
import { WebhookCard } from "./WebhookCard";

/** Settings → Store link: the shop's webhook, the product links, the known products. */
export default function StoreLinkTab() {
  const { t } = useTranslation("store-link");
  return (
    <Stack gap="md" maw={960}>
      <Text size="sm">{t("intro")}</Text>
      <WebhookCard />
      <LinksCard />
      <ProductsCard />
    </Stack>
  );
}
