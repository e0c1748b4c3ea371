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

/** Polls a stored document until `check` holds, as GROQ reads it back. */
export async function storedMatches<T>(
  stack: TestStack,
  id: string,
  check: (doc: T | undefined) => boolean,
) {
  await expect
    .poll(async () => check(await stack.reader.getDocument(id).then((d) => d as T | undefined)))
    .toBe(true);
}
export { listRow, openList, pane } from './studio-desk';
