import { and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { files, opinions, users } from '../../db/schema.ts';
import { blockedByViewer } from '../../lib/blocks.ts';
import { afterCursor, cursorValue, encodeCursor, exactTime, orderBy, type Sort, toPage } from '../../lib/keyset.ts';
import { countsPublicly, publicAvatar } from '../../lib/moderation.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { opinionVisibleTo } from './opinions.service.ts';

// A place's photos taken by visitors, as 2GIS and Yandex Maps show them: every photo of every opinion about the place
// the viewer may read, the newest opinion's first, each opinion's photos in its author's order. Who may read an opinion is `opinionVisibleTo`, the rule of the place's opinions
// list; two things narrow it, because a gallery has no card to carry a mark:
// - only VISIBLE opinions: one held or hidden by moderation, which its author and the place's team still see marked
//   in the list, shows no photos here;
// - none by people the viewer blocked: the list folds their opinions away, the gallery leaves their photos out, as
//   the feed leaves their items out (`blockedByViewer`).

const SORT_NAME = 'newest';

/** The unnested photo of an opinion: its file id and its place (from 1) in the opinion's list. */
const photo = {
  fileId: sql.raw('photo.file_id'),
  position: sql.raw('photo.position'),
};

/**
 * The newest opinion first; one opinion's photos in the author's order; the file id last (the cursor's id). By the
 * opinion, not by each file's upload time: uploads a moment apart can carry the same timestamp (PGlite's clock), and
 * an opinion's photos belong together, in the order its author gave them.
 */
const newest: Sort = {
  keys: [
    { expression: opinions.createdAt, direction: 'desc', kind: 'timestamp' },
    { expression: sql`${opinions.id}::text`, direction: 'desc', kind: 'text' },
    { expression: photo.position, direction: 'asc', kind: 'number' },
  ],
};

/** FROM: the opinions' photos, each joined to its stored file (a file that is gone is no photo) and its author. */
const photosOfOpinions = sql`${opinions}
  cross join lateral unnest(${opinions.photoFileIds}) with ordinality as photo(file_id, position)
  join ${files} on ${files.id} = ${photo.fileId}
  join ${users} on ${users.id} = ${opinions.authorId}`;

/** WHERE: the photos of the place's opinions this viewer gets. */
function photosVisibleTo(viewer: Viewer | null, placeId: string): SQL {
  return and(
    sql`${opinions.placeId} = ${placeId}`,
    opinionVisibleTo(viewer),
    countsPublicly(opinions.moderationState),
    sql`not ${blockedByViewer(viewer, opinions.authorId)}`,
    // A photo the author listed twice shows once.
    sql`array_position(${opinions.photoFileIds}, ${photo.fileId}) = ${photo.position}`,
  ) as SQL;
}

type PhotoRow = {
  file_id: string;
  position: number | string;
  opinion_id: string;
  opinion_code: string;
  author_id: string;
  author_code: string;
  author_username: string | null;
  author_name: string;
  author_avatar: string | null;
  author_gender: 'MALE' | 'FEMALE' | null;
  at: string;
  _k1: string;
};

/** The condition for the photos after a cursor; a cursor this list did not make is a 400 naming `cursor`. */
export const photosAfter = (cursor: string | undefined): SQL | undefined =>
  afterCursor(files.id, SORT_NAME, newest, cursor);

/** One page of the place's photos for this viewer (after `photosAfter` of the cursor), and how many there are. */
export async function placePhotos(
  db: Database,
  viewer: Viewer | null,
  placeId: string,
  query: { after: SQL | undefined; limit: number },
) {
  const visible = photosVisibleTo(viewer, placeId);
  const after = query.after;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select ${photo.fileId} as "file_id", ${photo.position} as "position",
        ${opinions.id} as "opinion_id", ${opinions.code} as "opinion_code",
        ${users.id} as "author_id", ${users.code} as "author_code", ${users.username} as "author_username",
        ${users.displayName} as "author_name", ${publicAvatar} as "author_avatar", ${users.gender} as "author_gender",
        ${exactTime(opinions.createdAt)} as "at", ${opinions.id}::text as "_k1"
      from ${photosOfOpinions}
      where ${and(visible, after)}
      order by ${sql.join(orderBy(files.id, newest), sql`, `)}
      limit ${query.limit + 1}`),
    db.execute(sql`select count(*)::int as "count" from ${photosOfOpinions} where ${visible}`),
  ]);
  const page = toPage(
    rowsOf<PhotoRow>(rows),
    query.limit,
    (row) =>
      encodeCursor(
        SORT_NAME,
        [cursorValue(row.at, 'timestamp'), cursorValue(row._k1, 'text'), cursorValue(row.position, 'number')],
        row.file_id,
      ),
    (row) => ({
      fileId: row.file_id,
      author: {
        id: row.author_id,
        code: row.author_code,
        username: row.author_username,
        displayName: row.author_name,
        avatarFileId: row.author_avatar,
        gender: row.author_gender,
      },
      opinion: { id: row.opinion_id, code: row.opinion_code },
      createdAt: new Date(Date.parse(row.at)).toISOString(),
    }),
  );
  const [total] = rowsOf<{ count: number | string }>(counted);
  return { ...page, photoCount: Number(total?.count ?? 0) };
}
