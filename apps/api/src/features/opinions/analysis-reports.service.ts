import { opinionPath } from '@mesto/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { opinionAnalysisReports, opinions, organisations, places, users } from '../../db/schema.ts';
import { ApiError, conflict } from '../../lib/errors.ts';
import { afterCursor, cursorValue, encodeCursor, exactTime, orderBy, type Sort, toPage } from '../../lib/keyset.ts';
import { analysisReportMessages as text } from './analysis-reports.messages.ts';
import { type AnalysisReport, type AnalysisReportStatus, REPORTS_PER_DAY } from './analysis-reports.schemas.ts';
import type { OpinionRow } from './opinions.service.ts';

// «Разобрано неверно»: a place's team reports that one opinion's analysis misread it; moderators read the reports
// and close them. The opinion and its author are left alone: the report is about the reading.

export type ReportRow = typeof opinionAnalysisReports.$inferSelect;
type Status = z.infer<typeof AnalysisReportStatus>;

const DAY_SECONDS = 24 * 60 * 60;

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

/**
 * Files a report of an opinion's analysis, in one transaction: the reporter's reports take turns, one stays open per
 * opinion and reporter, and at most REPORTS_PER_DAY are sent a day. Refusals are a 409 or a 429 saying why.
 */
export async function fileReport(
  database: Database,
  report: {
    opinion: OpinionRow;
    analysis: NonNullable<OpinionRow['analysis']>;
    reporterId: string;
    organisationId: string | null;
    aspects: string[];
    note: string;
  },
): Promise<ReportRow> {
  const { opinion, analysis, reporterId, organisationId, aspects, note } = report;
  return database.transaction(async (transaction) => {
    const db = transaction as unknown as Database;
    await lockReporter(db, reporterId);
    if (await openReportOf(db, opinion.id, reporterId)) {
      throw conflict('opinionId', text.alreadyReported, 'ALREADY_REPORTED');
    }
    if ((await reportsToday(db, reporterId)) >= REPORTS_PER_DAY) {
      throw new ApiError(429, text.tooMany(REPORTS_PER_DAY), 'TOO_MANY_REPORTS', undefined, {
        'retry-after': String(DAY_SECONDS),
      });
    }
    const [written] = await db
      .insert(opinionAnalysisReports)
      .values({
        opinionId: opinion.id,
        reporterId,
        organisationId,
        aspects: [...new Set(aspects)],
        note,
        analysis,
      })
      .onConflictDoNothing()
      .returning();
    // Two sends of one report at once: the second finds the first's row.
    if (!written) throw conflict('opinionId', text.alreadyReported, 'ALREADY_REPORTED');
    return written;
  });
}

/** A page of reports for the moderators: the waiting ones oldest first, or the closed ones latest first. */
export async function reportsPage(db: Database, status: Status, cursor: string | undefined, limit: number) {
  const { sort, where, at } = REPORT_SORTS[status];
  const rows = (await db
    .select({ report: opinionAnalysisReports, sortAt: sql<string>`${at}` })
    .from(opinionAnalysisReports)
    .where(and(where, afterCursor(opinionAnalysisReports.id, status, sort, cursor)))
    .orderBy(...orderBy(opinionAnalysisReports.id, sort))
    .limit(limit + 1)) as { report: ReportRow; sortAt: string }[];
  const page = toPage(
    rows,
    limit,
    (row) => reportCursor(status, { id: row.report.id, sortAt: row.sortAt }),
    (row) => row.report,
  );
  return { items: await toReports(db, page.items), nextCursor: page.nextCursor };
}

/**
 * Closes a waiting report with what was done, and returns it as moderators read it; `missing` when there is no such
 * report (or its opinion or place is gone), `already-closed` when a moderator closed it before.
 */
export async function closeReport(
  db: Database,
  id: string,
  closedById: string,
  closingNote: string,
): Promise<z.infer<typeof AnalysisReport> | 'missing' | 'already-closed'> {
  const [closed] = await db
    .update(opinionAnalysisReports)
    .set({ closedAt: new Date(), closedById, closingNote })
    .where(and(eq(opinionAnalysisReports.id, id), sql`${opinionAnalysisReports.closedAt} is null`))
    .returning();
  if (!closed) {
    const [existing] = await db
      .select({ id: opinionAnalysisReports.id })
      .from(opinionAnalysisReports)
      .where(eq(opinionAnalysisReports.id, id));
    return existing ? 'already-closed' : 'missing';
  }
  const [report] = await toReports(db, [closed]);
  return report ?? 'missing';
}
