import sanitizeHtml from "sanitize-html";

/**
 * Rich text is cleaned on the way in, so scripts, event handlers and javascript: links never come
 * back out. The allow-list covers what the editor (Tiptap) produces, plus mentions.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "a",
    "span",
    "hr",
    "mark",
    "sub",
    "sup",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    span: ["data-type", "data-id", "data-label", "class"],
    img: ["src", "alt", "title", "width", "height"],
    code: ["class"],
    ol: ["start"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    p: ["style"],
  },
  allowedStyles: { p: { "text-align": [/^(left|right|center|justify)$/] } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  transformTags: {
    // Links open in a new tab without handing the opener to the other site.
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when the HTML holds no visible text (e.g. "<p></p>" or only spaces), so empty comments are refused. */
export function isBlankRichText(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: ["img"], allowedAttributes: { img: ["src"] } });
  return text.replace(/&nbsp;|\s/g, "") === "";
}

/** The user ids mentioned in the HTML, as the editor's mention extension writes them. */
export function mentionedUserIds(html: string): number[] {
  const ids = new Set<number>();
  for (const m of html.matchAll(/<span[^>]*data-type="mention"[^>]*data-id="(\d+)"/g)) ids.add(Number(m[1]));
  for (const m of html.matchAll(/<span[^>]*data-id="(\d+)"[^>]*data-type="mention"/g)) ids.add(Number(m[1]));
  return [...ids];
}
