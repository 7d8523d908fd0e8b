/** HTML helpers for the assistant's replies: everything from data or a model is escaped. */
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESC[c]!);
}

/**
 * Splits HTML into pieces for streaming, never inside a tag or an entity, about `size`
 * characters each.
 */
export function splitForStreaming(html: string, size = 32): string[] {
  const tokens = html.match(/<[^>]*>|&[#a-z0-9]+;|\s+|[^<&\s]+|[<&]/gi) ?? [];
  const pieces: string[] = [];
  let cur = '';
  for (const t of tokens) {
    cur += t;
    if (cur.length >= size && !t.startsWith('<')) {
      pieces.push(cur);
      cur = '';
    }
  }
  if (cur) pieces.push(cur);
  return pieces;
}
