/*
 * Header text written from what a visitor typed (a staff mail's subject holds their name and
 * company) goes out as MIME encoded words, every character of it, whatever it holds. A mail
 * program then shows exactly the text: an encoded word the visitor wrote themselves
 * (`=?utf-8?B?4oCu...?=`) is shown as those characters, not decoded into a right-to-left
 * override or a line that reads like another header, and nothing in it can end the header.
 * Mail libraries encode only text that needs it and pass a valid-looking encoded word through
 * as it is, which is what let such words reach the subject.
 */

/** UTF-8 bytes per encoded word: 36 is 48 characters of base64, so a word is 60 characters. */
const BYTES_PER_WORD = 36;

const encoder = new TextEncoder();

/** Base64 of bytes, in any runtime. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * `text` as RFC 2047 encoded words (UTF-8, base64), each within 75 characters and cut between
 * characters, never inside one, joined by folding whitespace so no line of the header grows
 * past 76 characters. Empty text stays empty.
 */
export function encodedWords(text: string): string {
  const chunks: number[][] = [];
  let chunk: number[] = [];
  for (const char of text) {
    const bytes = encoder.encode(char);
    if (chunk.length + bytes.length > BYTES_PER_WORD) {
      chunks.push(chunk);
      chunk = [];
    }
    chunk.push(...bytes);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks.map((bytes) => `=?UTF-8?B?${base64(Uint8Array.from(bytes))}?=`).join('\r\n ');
}

/**
 * Text for a subject with every `=?` broken up (`= ?`), so no encoded word survives in it even
 * for a mail program that would decode what it has already decoded once: for text that
 * reached a document before the forms refused encoded words, or a field they do not cover.
 */
export function withoutEncodedWords(text: string): string {
  return text.replace(/=\?/g, '= ?');
}
