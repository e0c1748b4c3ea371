/** The opening sentence of a text, for an excerpt: up to the first '.', '!' or '?' before a space. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return match ? match[0] : text.trim();
}
