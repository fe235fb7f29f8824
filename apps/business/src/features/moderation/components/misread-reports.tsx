import { CursorList } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, formatDateTime, quoted } from '@mesto/domain';
import {
  ASPECT_LABELS,
  AspectMentions,
  Button,
  Card,
  EmptyState,
  Field,
  SegmentedControl,
  SentimentBadge,
  Tag,
  Textarea,
  toast,
} from '@mesto/ui';
import { useState } from 'react';
import { visitorSiteUrl } from '../../../lib/visitor-site.ts';
import {
  type AnalysisReport,
  type AnalysisReportStatus,
  useAnalysisReports,
  useCloseAnalysisReport,
} from '../api/analysis-reports.ts';
import { moderationMessages } from '../messages.ts';

const text = moderationMessages.misread;

const when = (iso: string) => formatDateTime(new Date(iso), DEFAULT_TIME_ZONE);
/** The opinion on the public site, from its visitor path (`/place/<code>#opinion-<id>`). */
const onSite = (link: string) => new URL(link.replace(/^\//, ''), new URL(visitorSiteUrl(), window.location.href)).href;

function Reading({ label, analysis }: { label: string; analysis: NonNullable<AnalysisReport['opinion']['analysis']> }) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-muted-foreground">{label}</p>
      <div className="flex flex-wrap items-center gap-2">
        <SentimentBadge sentiment={analysis.sentiment} />
        <AspectMentions aspects={analysis.aspects} label={label} />
      </div>
    </div>
  );
}

function CloseForm({ report }: { report: AnalysisReport }) {
  const [note, setNote] = useState('');
  const close = useCloseAnalysisReport();
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        close.mutate(
          { params: { path: { id: report.id } }, body: note.trim() === '' ? {} : { note: note.trim() } },
          { onSuccess: () => toast({ severity: 'success', description: text.closed }) },
        );
      }}
    >
      <Field label={text.closing} hint={text.closingHint}>
        <Textarea value={note} rows={2} disabled={close.isPending} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        className="self-start"
        loading={close.isPending}
        aria-label={text.closeLabel(quoted(report.place.name))}
      >
        {text.close}
      </Button>
    </form>
  );
}

/** One report: the opinion, what the analysis read then and now, what the team says is wrong, and closing it. */
function ReportItem({ report }: { report: AnalysisReport }) {
  const now = report.opinion.analysis;
  const changed = now !== null && JSON.stringify(now.aspects) !== JSON.stringify(report.analysis.aspects);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 break-words text-lg font-semibold">{text.title(quoted(report.place.name))}</h2>
          <span className="text-sm text-muted-foreground">{text.rating(report.opinion.rating)}</span>
        </div>
        <p className="whitespace-pre-line break-words rounded-control border border-border bg-surface-muted px-3 py-2">
          {report.opinion.text}
        </p>
        <Reading label={text.readThen} analysis={report.analysis} />
        {changed && now ? <Reading label={text.readNow} analysis={now} /> : null}
        <div className="flex flex-col gap-1 text-sm">
          <p className="flex flex-wrap items-center gap-1.5">
            <span className="text-muted-foreground">{text.aspects}:</span>
            {report.aspects.length === 0 ? (
              <span>{text.wholeReading}</span>
            ) : (
              report.aspects.map((aspect) => (
                <Tag key={aspect} tone="warn">
                  {ASPECT_LABELS[aspect]}
                </Tag>
              ))
            )}
          </p>
          {report.note === '' ? null : (
            <p className="whitespace-pre-line break-words">
              <span className="text-muted-foreground">{text.note}: </span>
              {report.note}
            </p>
          )}
          <p className="text-muted-foreground">
            {text.from(
              report.reporter?.name ?? text.unknownReporter,
              report.organisation?.name ?? null,
              when(report.createdAt),
            )}
          </p>
        </div>
        <a
          href={onSite(report.link)}
          target="_blank"
          rel="noreferrer"
          className="self-start text-sm font-medium text-primary hover:underline"
        >
          {moderationMessages.onSite}
        </a>
        {report.status === 'OPEN' ? (
          <CloseForm report={report} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {text.closedBy(report.closedBy?.name ?? text.unknownReporter, when(report.closedAt ?? report.createdAt))}
            {report.closingNote === '' ? null : ` · ${report.closingNote}`}
          </p>
        )}
      </Card>
    </li>
  );
}

/**
 * The places' teams' reports that an opinion was misread («Разобрано неверно»), for moderators: the waiting ones
 * oldest first, each with the opinion and its reading, closed with a word of what was done; the closed ones after.
 */
export function MisreadReports() {
  const [status, setStatus] = useState<AnalysisReportStatus>('OPEN');
  const reports = useAnalysisReports(status);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">{text.description}</p>
      <SegmentedControl
        aria-label={text.show}
        options={(['OPEN', 'CLOSED'] as const).map((value) => ({ value, label: text.status[value] }))}
        value={status}
        onValueChange={setStatus}
      />
      <CursorList
        query={reports}
        label={text.list[status]}
        loadingLabel={text.loading}
        failedTitle={text.loadFailed}
        className="flex flex-col gap-4"
        getKey={(report) => report.id}
        renderItem={(report) => <ReportItem report={report} />}
        empty={<EmptyState title={text.empty[status]} description={text.emptyHint[status]} />}
      />
    </div>
  );
}
