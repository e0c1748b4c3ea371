import { expect } from 'vitest';
import type { TestStack } from '../services/stack';
import { test } from './fixture';
import { closeStaffDesk, openStaffDesk, type StaffDesk } from './studio-desk';

/** The browser tests' `test` with `desk`: the file's Studio, opened once for all its tests. */
export const studioTest = test.extend(
  'desk',
  { scope: 'file' },
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern
  async ({}, { onCleanup }): Promise<StaffDesk> => {
    const desk = await openStaffDesk();
    onCleanup(() => closeStaffDesk(desk));
    return desk;
  },
);

/**
 * Polls a stored document until `check` holds, as GROQ reads it back. A write the Studio makes
 * reaches the store a debounce and a request after the click, which on a busy machine can take
 * longer than the project's poll default; when it never holds, the failure prints the document
 * as stored (a status of spam and its reasons, say), not just "false".
 */
export async function storedMatches<T>(
  stack: TestStack,
  id: string,
  check: (doc: T | undefined) => boolean,
) {
  await expect
    .poll(() => stack.reader.getDocument(id).then((d) => d as T | undefined), {
      timeout: 30_000,
    })
    .toSatisfy(check);
}
export { listRow, openList, pane } from './studio-desk';
