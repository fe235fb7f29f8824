import type { TextRule } from '@mesto/domain';
import { Aspect } from '@mesto/text-intelligence';
import { z } from 'zod';
import { listQueryBase, Text } from '../../lib/schemas.ts';
import { OpinionAnalysis } from './opinion.schemas.ts';

/** The note a team writes with a report («что не так»), and a moderator with closing it. */
export const REPORT_NOTE_RULE: TextRule = { label: 'Что не так', max: 1000, multiline: true };
/** Reports one person may send in 24 hours: each is a moderator's work. */
export const REPORTS_PER_DAY = 30;

const note = Text(REPORT_NOTE_RULE);

export const AnalysisReportBody = z.object({
  opinionId: z.uuid(),
  aspects: z
    .array(Aspect)
    .max(Aspect.options.length)
    .optional()
    .describe('What was misread (the aspects of the analysis, e.g. SERVICE); empty or absent: the reading as a whole.'),
  note: note.optional().describe('What is wrong, in the team’s words: «это про кухню, а не про обслуживание».'),
});

export const AnalysisReportStatus = z.enum(['OPEN', 'CLOSED']).meta({ id: 'AnalysisReportStatus' });

const PersonRef = z.object({ id: z.uuid(), name: z.string() });

export const AnalysisReport = z
  .object({
    id: z.uuid(),
    status: AnalysisReportStatus,
    opinion: z.object({
      id: z.uuid(),
      text: z.string(),
      rating: z.number().int(),
      /** What the opinion's analysis says now (a moderator may have it read again since). */
      analysis: OpinionAnalysis.nullable(),
    }),
    place: z.object({ id: z.uuid(), code: z.string(), name: z.string() }),
    /** The visitor site's path of the opinion: /place/<code>#opinion-<id>. */
    link: z.string(),
    /** What the analysis said when it was reported. */
    analysis: OpinionAnalysis,
    aspects: z.array(Aspect),
    note: z.string(),
    /** Who reported it; null when the account is gone. */
    reporter: PersonRef.nullable(),
    organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    createdAt: z.iso.datetime(),
    closedAt: z.iso.datetime().nullable(),
    closedBy: PersonRef.nullable(),
    closingNote: z.string(),
  })
  .meta({ id: 'AnalysisReport' });

export const AnalysisReportReceipt = z
  .object({ id: z.uuid(), opinionId: z.uuid(), status: AnalysisReportStatus, createdAt: z.iso.datetime() })
  .meta({ id: 'AnalysisReportReceipt' });

export const MyAnalysisReportQuery = z.object({ opinionId: z.uuid() });

export const MyAnalysisReport = z
  .object({ report: AnalysisReportReceipt.nullable().describe('The caller’s open report of this opinion, if any.') })
  .meta({ id: 'MyAnalysisReport' });

export const AnalysisReportsQuery = z.object({
  status: AnalysisReportStatus.default('OPEN').describe('OPEN: waiting, oldest first; CLOSED: closed, latest first.'),
  cursor: listQueryBase.cursor,
  limit: listQueryBase.limit,
});

export const AnalysisReports = z
  .object({
    items: z.array(AnalysisReport),
    nextCursor: z.string().nullable().describe('Pass as `cursor` to get the next page; null on the last page.'),
  })
  .meta({ id: 'AnalysisReports' });

export const CloseAnalysisReportBody = z.object({
  note: note.optional().describe('What was done: «разбор исправлен», «разобрано верно: это про обслуживание».'),
});
