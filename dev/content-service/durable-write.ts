import { randomUUID } from 'node:crypto';
import { open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

const TEMP_SUFFIX = '.tmp';

/**
 * Replaces `dir/name` with `data` so that after a crash the file holds either the old or the
 * new content, never a mix: the bytes go to a temp file in the same folder (rename is only
 * atomic within one file system), are flushed to the disk, and only then renamed over the old
 * file. Flushing the folder afterwards makes the rename itself survive a power cut.
 */
export async function writeFileDurably(
  dir: string,
  name: string,
  data: string | Uint8Array,
): Promise<void> {
  const temp = join(dir, `.${name}.${randomUUID()}${TEMP_SUFFIX}`);
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, join(dir, name));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(dir);
}

/** Some platforms (Windows) cannot open a folder for fsync; the rename is still atomic there. */
export async function syncFolder(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EBADF') throw error;
  } finally {
    await handle?.close();
  }
}

/** Temp files left by a process killed mid-write hold nothing acknowledged; drop them at start. */
export async function removeStaleTempFiles(dir: string): Promise<void> {
  const names = await readdir(dir);
  await Promise.all(
    names
      .filter((name) => name.startsWith('.') && name.endsWith(TEMP_SUFFIX))
      .map((name) => rm(join(dir, name), { force: true })),
  );
}
