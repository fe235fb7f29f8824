import { isRoot } from '@mesto/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { fieldError } from './errors.ts';
import { messages } from './messages.ts';
import type { Viewer } from './viewer.ts';

/** A file an item refers to, with the form field that names it (`avatarFileId`, `photoFileIds.2`). */
export type FileReference = { path: string; id: string };

/**
 * Refuses references to files that do not exist or that the editor did not upload (ROOT may use any stored file),
 * so nobody shows another person's picture as their own. Files the item already had are not checked again.
 */
export async function assertOwnFiles(
  db: Database,
  viewer: Viewer,
  references: readonly FileReference[],
  alreadyThere: readonly (string | null)[] = [],
): Promise<void> {
  const added = references.filter((reference) => !alreadyThere.includes(reference.id));
  if (added.length === 0) return;
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(
          files.id,
          added.map((reference) => reference.id),
        ),
        isRoot(viewer) ? undefined : eq(files.ownerId, viewer.id),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const missing = added.find((reference) => !known.has(reference.id));
  if (missing) throw fieldError(missing.path, messages.catalogue.fileNotFound, 'FILE_NOT_FOUND');
}
