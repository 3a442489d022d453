/** The text of a stored description (the server keeps sanitized HTML), for excerpts and the plain form field. */
export function plainText(html: string | null | undefined): string {
  if (!html) return "";
  if (!/[<&]/.test(html)) return html;
  const marked = html.replace(/<\/(p|div|h\d|ul|ol)>/gi, "$&\n\n").replace(/<\/li>|<br\s*\/?>/gi, "$&\n");
  const doc = new DOMParser().parseFromString(marked, "text/html");
  return (doc.body.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Plain text from the form as the HTML the API stores: paragraphs at blank lines, breaks at single ones. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== "");
  return paragraphs.map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, "<br>")}</p>`).join("");
}
