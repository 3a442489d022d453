import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { IconHome } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeTo } from "../../../app/route-names";
import { folderHref } from "../links";

type Props = { projectId: number; trail: { id: number; title: string }[] };

/** A home icon (the top level), then each folder down to the one shown, which is not a link. */
export function FilesBreadcrumb({ projectId, trail }: Props) {
  const { t } = useTranslation("files");
  const home = routeTo("pm_files", { project_id: projectId });
  return (
    <nav aria-label={t("breadcrumb")}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: "wrap", rowGap: 4 }}>
        <Anchor
          component={Link}
          to={home}
          aria-label={t("home")}
          aria-current={trail.length === 0 ? "page" : undefined}
          style={{ display: "flex" }}
        >
          <IconHome size={18} aria-hidden />
        </Anchor>
        {trail.map((folder, i) =>
          i === trail.length - 1 ? (
            <Text key={folder.id} size="sm" fw={600} aria-current="page" style={{ overflowWrap: "anywhere" }}>
              {folder.title}
            </Text>
          ) : (
            <Anchor
              key={folder.id}
              component={Link}
              to={folderHref(projectId, folder.id)}
              size="sm"
              style={{ overflowWrap: "anywhere" }}
            >
              {folder.title}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
