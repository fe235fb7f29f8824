import { opinionPath } from '@mesto/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { opinionAnalysisReports, opinions, organisations, places, users } from '../../db/schema.ts';
import { cursorValue, encodeCursor, exactTime, type Sort } from '../../lib/keyset.ts';
import type { AnalysisReport, AnalysisReportStatus } from './analysis-reports.schemas.ts';

// «Разобрано неверно»: a place's team reports that one opinion's analysis misread it; moderators read the reports
// and close them. The opinion and its author are left alone: the report is about the reading.

export type ReportRow = typeof opinionAnalysisReports.$inferSelect;
type Status = z.infer<typeof AnalysisReportStatus>;

/** The caller's report of an opinion still waiting for a moderator, if any. */
export async function openReportOf(db: Database, opinionId: string, reporterId: string) {
  const [row] = await db
    .select()
    .from(opinionAnalysisReports)
    .where(
      and(
        eq(opinionAnalysisReports.opinionId, opinionId),
        eq(opinionAnalysisReports.reporterId, reporterId),
        sql`${opinionAnalysisReports.closedAt} is null`,
      ),
    )
    .limit(1);
  return row;
}

/** One person's reports take turns, so two sent at once cannot both slip under the day's limit. */
export async function lockReporter(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Reports the person sent in the last 24 hours. */
export async function reportsToday(db: Database, reporterId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(opinionAnalysisReports)
    .where(
      and(
        eq(opinionAnalysisReports.reporterId, reporterId),
        sql`${opinionAnalysisReports.createdAt} > now() - interval '24 hours'`,
      ),
    );
  return Number(row?.count ?? 0);
}

/** The waiting ones oldest first (the order they are worked in), the closed ones latest first. */
export const REPORT_SORTS: Record<Status, { sort: Sort; where: SQL; at: SQL }> = {
  OPEN: {
    sort: { keys: [{ expression: opinionAnalysisReports.createdAt, direction: 'asc', kind: 'timestamp' }] },
    where: sql`${opinionAnalysisReports.closedAt} is null`,
    at: exactTime(opinionAnalysisReports.createdAt),
  },
  CLOSED: {
    sort: {
      keys: [{ expression: sql`${opinionAnalysisReports.closedAt}`, direction: 'desc', kind: 'timestamp' }],
    },
    where: sql`${opinionAnalysisReports.closedAt} is not null`,
    at: exactTime(sql`${opinionAnalysisReports.closedAt}`),
  },
};

export function reportCursor(status: Status, row: { id: string; sortAt: string }): string {
  return encodeCursor(status, [cursorValue(row.sortAt, 'timestamp')], row.id);
}

export const receiptOf = (row: ReportRow) => ({
  id: row.id,
  opinionId: row.opinionId,
  status: row.closedAt === null ? ('OPEN' as const) : ('CLOSED' as const),
  createdAt: row.createdAt.toISOString(),
});

/** Reports as moderators read them: the opinion, its place, who reported it and who closed it, in four queries. */
export async function toReports(db: Database, rows: ReportRow[]): Promise<z.infer<typeof AnalysisReport>[]> {
  if (rows.length === 0) return [];
  const opinionIds = [...new Set(rows.map((row) => row.opinionId))];
  const opinionRows = await db
    .select({
      id: opinions.id,
      text: opinions.text,
      rating: opinions.rating,
      analysis: opinions.analysis,
      placeId: opinions.placeId,
    })
    .from(opinions)
    .where(inArray(opinions.id, opinionIds));
  const placeIds = [...new Set(opinionRows.flatMap((row) => (row.placeId ? [row.placeId] : [])))];
  const placeRows = placeIds.length
    ? await db
        .select({ id: places.id, code: places.code, name: places.name })
        .from(places)
        .where(inArray(places.id, placeIds))
    : [];
  const userIds = [...new Set(rows.flatMap((row) => [row.reporterId, row.closedById].filter((id) => id !== null)))];
  const userRows = userIds.length
    ? await db
        .select({ id: users.id, name: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.username}, '')` })
        .from(users)
        .where(inArray(users.id, userIds as string[]))
    : [];
  const organisationIds = [...new Set(rows.flatMap((row) => (row.organisationId ? [row.organisationId] : [])))];
  const organisationRows = organisationIds.length
    ? await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(inArray(organisations.id, organisationIds))
    : [];
  const opinionsById = new Map(opinionRows.map((row) => [row.id, row]));
  const placesById = new Map(placeRows.map((row) => [row.id, row]));
  const usersById = new Map(userRows.map((row) => [row.id, row]));
  const organisationsById = new Map(organisationRows.map((row) => [row.id, row]));
  return rows.flatMap((row) => {
    const opinion = opinionsById.get(row.opinionId);
    const place = opinion?.placeId ? placesById.get(opinion.placeId) : undefined;
    if (!opinion || !place) return [];
    return [
      {
        id: row.id,
        status: row.closedAt === null ? ('OPEN' as const) : ('CLOSED' as const),
        opinion: { id: opinion.id, text: opinion.text, rating: opinion.rating, analysis: opinion.analysis },
        place,
        link: opinionPath({ placeCode: place.code }, opinion.id),
        analysis: row.analysis,
        aspects: row.aspects as z.infer<typeof AnalysisReport>['aspects'],
        note: row.note,
        reporter: (row.reporterId && usersById.get(row.reporterId)) || null,
        organisation: (row.organisationId && organisationsById.get(row.organisationId)) || null,
        createdAt: row.createdAt.toISOString(),
        closedAt: row.closedAt?.toISOString() ?? null,
        closedBy: (row.closedById && usersById.get(row.closedById)) || null,
        closingNote: row.closingNote,
      },
    ];
  });
}
