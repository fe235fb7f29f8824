import { cutText, isUuid } from '@mesto/domain';
import { inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import type { FileStorage, StoredVariants } from './storage.ts';

export type FileRow = typeof files.$inferSelect;

/** Records an upload whose variants are stored; a failed write removes them again. */
export async function recordUpload(
  db: Database,
  storage: FileStorage,
  upload: { id: string; ownerId: string; stored: StoredVariants; filename: string | undefined },
): Promise<FileRow> {
  const { id, ownerId, stored, filename } = upload;
  try {
    const [row] = await db
      .insert(files)
      .values({
        id,
        ownerId,
        mime: 'image/webp',
        ...stored,
        originalName: filename ? cutText(filename, 200) : null,
      })
      .returning();
    return row as FileRow;
  } catch (error) {
    // No row, no files: an upload either lands whole or leaves nothing behind.
    await Promise.all(stored.variants.map((variant) => storage.remove(variant.path)));
    throw error;
  }
}

/** The files named by id or by storage path (of the original), in one query. */
export async function filesByKey(db: Database, keys: string[]): Promise<FileRow[]> {
  const ids = keys.filter(isUuid);
  return db
    .select()
    .from(files)
    .where(or(inArray(files.path, keys), ...(ids.length > 0 ? [inArray(files.id, ids)] : [])));
}
