import { crc32 } from 'node:zlib';
import type { StoredDocument } from './mutations';

/** One transaction's changes: each id with its new document, or null when it was deleted. */
export type JournalEntry = [id: string, document: StoredDocument | null];

/**
 * A journal record is one line: the CRC-32 of its JSON in hex, a space, the JSON, a newline.
 * One record holds a whole transaction, so on replay a transaction is all there or not at all.
 */
export function encodeRecord(entries: readonly JournalEntry[]): string {
  const json = JSON.stringify(entries);
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`;
}

export interface ReplayedJournal {
  transactions: JournalEntry[][];
  /** Bytes after the last whole record: a write cut short by a crash, never acknowledged. */
  tornBytes: number;
}

/**
 * Reads the records of a journal. A damaged or unfinished last record is a write that a crash
 * cut short (it was never acknowledged, since the answer waits for the fsync) and is ignored.
 * A damaged record followed by good ones is not something a crash leaves: that throws.
 */
export function replayJournal(text: string, path: string): ReplayedJournal {
  const transactions: JournalEntry[][] = [];
  let offset = 0;
  let damagedAt: number | undefined;
  while (offset < text.length) {
    const end = text.indexOf('\n', offset);
    if (end === -1) break;
    const entries = decodeRecord(text.slice(offset, end));
    if (entries) {
      if (damagedAt !== undefined) {
        throw new Error(
          `${path} has a damaged record before good ones (at character ${damagedAt}); refusing to start so that nothing in it is overwritten`,
        );
      }
      transactions.push(entries);
    } else {
      damagedAt ??= offset;
    }
    offset = end + 1;
  }
  return { transactions, tornBytes: text.length - (damagedAt ?? offset) };
}

function decodeRecord(line: string): JournalEntry[] | undefined {
  const space = line.indexOf(' ');
  if (space !== 8) return undefined;
  const json = line.slice(9);
  if (crc32(json).toString(16).padStart(8, '0') !== line.slice(0, 8)) return undefined;
  try {
    const entries: unknown = JSON.parse(json);
    return Array.isArray(entries) ? (entries as JournalEntry[]) : undefined;
  } catch {
    return undefined;
  }
}
