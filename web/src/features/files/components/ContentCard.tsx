import { ActionIcon, Anchor, Card, Group, Text } from "@mantine/core";
import { IconDownload, IconMessage } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PrivacyLock } from "../../../components/PrivacyLock";
import { RichTextView } from "../../../components/RichText/RichTextView";
import { attachedHref, itemHref } from "../links";
import { cardTitleLimit, cutTitle } from "../titles";
import type { FileItem } from "../types";
import classes from "./FileCards.module.css";
import { ItemIcon } from "./ItemIcon";
import { ItemMenu } from "./ItemMenu";
import type { ItemActions } from "./itemActions";
import { ViewOnline } from "./ViewOnline";

type Props = { item: FileItem; folderId: number; actions: ItemActions };

/** 'Attached to {item} by {creator}' for an attachment, 'by {creator}' for everything else. */
export function Provenance({ item }: { item: FileItem }) {
  const { t } = useTranslation("files");
  const creator = item.creator.data?.display_name ?? t("formerMember");
  if (!item.attached_to) return <>{t("card.by", { name: creator })}</>;
  return (
    <Trans
      t={t}
      i18nKey="card.attachedTo"
      values={{ item: item.attached_to.title, creator }}
      components={{
        item: (
          <Anchor component={Link} to={attachedHref(item.project_id, item.attached_to)} inherit underline="always" />
        ),
      }}
    />
  );
}

/**
 * A file's picture: the server's thumbnail of an image, else its type's icon; it opens the file's
 * viewer as its title does. Every file card has one, so cards in a row line up.
 */
function Media({ item, href }: { item: FileItem; href: string }) {
  return (
    <Link to={href} className={classes.media} tabIndex={-1} aria-hidden>
      {item.thumb ? (
        <img src={item.thumb} alt="" loading="lazy" decoding="async" />
      ) : (
        <ItemIcon item={item} size={40} />
      )}
    </Link>
  );
}

/**
 * A doc, link, uploaded file or attachment as a card: thumbnail or icon, title cut to 20 characters (25
 * for uploaded files) with the whole title on hover, who made it, a doc's or link's text, and its
 * comment count, download or 'View Online', and menu.
 */
export function ContentCard({ item, folderId, actions }: Props) {
  const { t } = useTranslation("files");
  const href = itemHref(item.project_id, folderId, item);
  const isFile = item.type === "pro_file" || item.type === "file";
  return (
    <Card withBorder padding="sm" className={classes.card} data-testid="file-card" data-type={item.type}>
      {isFile ? <Media item={item} href={href} /> : null}
      <Group gap={6} wrap="nowrap" align="center">
        {isFile ? null : <ItemIcon item={item} />}
        <Anchor
          component={Link}
          to={href}
          fw={600}
          title={item.title}
          style={{ overflowWrap: "anywhere", minWidth: 0 }}
        >
          {cutTitle(item.title, cardTitleLimit(item.type))}
        </Anchor>
        {item.private ? <PrivacyLock /> : null}
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        <Provenance item={item} />
      </Text>
      {!isFile && item.description ? (
        <div className={classes.clamp}>
          <RichTextView html={item.description} projectId={item.project_id} />
        </div>
      ) : null}
      <Group gap={4} wrap="nowrap" justify="space-between" className={classes.footer}>
        <Anchor
          component={Link}
          to={href}
          size="sm"
          c="dimmed"
          aria-label={t("card.comments", { count: item.comment_count, title: item.title })}
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconMessage size={16} aria-hidden />
            {/* Group drops falsy children: a count of 0 must still show. */}
            <span>{item.comment_count}</span>
          </Group>
        </Anchor>
        <Group gap={4} wrap="nowrap">
          {item.type === "link" && item.url ? <ViewOnline url={item.url} size="compact-sm" variant="light" /> : null}
          {isFile && item.download_url ? (
            <ActionIcon
              component="a"
              href={item.download_url}
              download={item.title}
              variant="subtle"
              color="gray"
              aria-label={t("card.download", { title: item.title })}
            >
              <IconDownload size={18} />
            </ActionIcon>
          ) : null}
          <ItemMenu item={item} actions={actions} />
        </Group>
      </Group>
    </Card>
  );
}
