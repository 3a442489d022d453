import { Fragment } from "react";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decodeEntities = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** A snippet's plain text, marks removed (to tell a title match: the snippet is then the title). */
export const snippetText = (html: string) => decodeEntities(html.replace(/<\/?mark>/g, ""));

/**
 * A hit's snippet (escaped HTML whose only tags are `<mark>`) as React text with the matched words marked:
 * read, never injected, so nothing in it can become markup.
 */
export function Snippet({ html }: { html: string }) {
  let marked = false;
  const parts = html.split(/(<mark>|<\/mark>)/);
  return (
    <>
      {parts.map((part, i) => {
        if (part === "<mark>" || part === "</mark>") {
          marked = part === "<mark>";
          return null;
        }
        const text = decodeEntities(part);
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move; their position is their identity.
        return marked ? <mark key={i}>{text}</mark> : <Fragment key={i}>{text}</Fragment>;
      })}
    </>
  );
}
