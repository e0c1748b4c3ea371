import type { SanityClient } from '@sanity/client';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from './arguments';
import { describeTotals } from './audit';
import { downloadFile, exportFileName } from './files';
import type { Identifier } from './identifier';
import { personDocuments } from './person';
import type { PrivacyConfig } from './privacy-config';
import { countSubmissions, fileAssets, fileRefs, plural, uploadRecords } from './stored-documents';

/** Refuses a folder that holds anything: one person's export must not mix with other files. */
async function checkOutFolder(out: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(out);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code === 'ENOTDIR') throw new UsageError(`--out ${out} is a file, not a folder`);
    throw error;
  }
  if (names.length > 0)
    throw new UsageError(`--out ${out} is not empty: give a new or empty folder`);
}

/**
 * Writes one person's stored submissions and the records of the files uploaded for them to
 * `<out>/documents.json`, and those files to `<out>/files/`. A file's name is the one the person's
 * own upload gave it: the same bytes uploaded by two people are one stored file, and its stored
 * name may be the other's. Everything goes to a temporary folder beside `out` first, renamed into place
 * once complete, so a failure leaves no half-written export.
 */
export async function exportPerson(
  client: SanityClient,
  config: PrivacyConfig,
  command: { identifier: Identifier; out: string; dryRun: boolean },
  print: (line: string) => void,
): Promise<void> {
  const out = resolve(command.out);
  await checkOutFolder(out);
  const documents = await personDocuments(client, command.identifier);
  const uploads = await uploadRecords(
    client,
    documents.map((document) => document._id),
  );
  const ownName = new Map(uploads.map((upload) => [upload.asset, upload.originalFilename]));
  const refs = fileRefs(documents);
  for (const upload of uploads) refs.add(upload.asset);
  const assets = await fileAssets(client, [...refs]);
  const totals = describeTotals({ ...countSubmissions(documents), files: assets.length });
  print(`Export from ${config.target}, by ${command.identifier.type}:`);
  print(documents.length === 0 ? '  no stored submission matches' : `  ${totals}`);
  for (const document of documents) print(`  ${document._id}`);
  if (command.dryRun) {
    print(`Dry run: nothing written (would write ${out}).`);
    return;
  }

  const temp = join(dirname(out), `.${basename(out)}.${randomUUID()}.partial`);
  try {
    await mkdir(join(temp, 'files'), { recursive: true });
    const files = [];
    for (const asset of assets) {
      const name = exportFileName(asset);
      await writeFile(join(temp, 'files', name), await downloadFile(asset, config));
      files.push({
        assetId: asset._id,
        file: `files/${name}`,
        originalFilename: ownName.get(asset._id) ?? asset.originalFilename,
        mimeType: asset.mimeType,
        size: asset.size,
      });
    }
    const exported = { exportedAt: new Date().toISOString(), documents, uploads, files };
    await writeFile(join(temp, 'documents.json'), `${JSON.stringify(exported, null, 2)}\n`);
    await rmdir(out).catch(() => undefined); // an empty folder given as --out
    await rename(temp, out);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  print(
    `Wrote ${join(out, 'documents.json')} and ${plural(assets.length, 'file')} in ${join(out, 'files')}.`,
  );
}
