import { useSession } from '@mesto/api-client/react';
import { type UrlStateSchema, useShellConfig, useUrlState } from '@mesto/app-shell';
import { Button, buttonVariants, Card, EmptyState, PageMeta, Skeleton } from '@mesto/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useMyOpinion } from '../api/get-my-opinion.ts';
import { useOpinion } from '../api/get-opinion.ts';
import { useOpinionAccess } from '../api/get-opinion-access.ts';
import { useOpinionBlank } from '../api/get-opinion-blank.ts';
import { useSubjectEvent } from '../api/get-subject-event.ts';
import { useSubjectPlace } from '../api/get-subject-place.ts';
import type { Opinion } from '../api/search-opinions.ts';
import { OpinionForm, subjectHref } from '../components/opinion-form.tsx';
import { PlacePicker } from '../components/place-picker.tsx';
import { type OpinionSubjectRef, subjectOfOpinion, valuesOfBlank, valuesOfOpinion } from '../lib/opinion-values.ts';
import { opinionsMessages } from '../messages.ts';

const screen = messages.screens.opinionsEditor;
const text = opinionsMessages.editor;

/** `?place=<code>` or `?event=<code>`: write about it (again: edit); `?id=<uuid>`: edit that opinion; `q`: the picker. */
const editorSearch = {
  place: { kind: 'text', max: 100, trim: true },
  event: { kind: 'text', max: 100, trim: true },
  id: { kind: 'uuid' },
  q: { kind: 'text', max: 200 },
} satisfies UrlStateSchema;

/** Called once an opinion is saved or deleted, with the page to go on to. */
type Done = (href: string) => void;

function FormSkeleton() {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" aria-busy="true">
      <p className="sr-only" role="status">
        {text.loading}
      </p>
      <Skeleton className="h-6 w-64 max-w-full" />
      <Skeleton className="h-11 w-56" />
      <Skeleton className="h-28" />
      <Skeleton className="h-11 w-80 max-w-full" />
    </Card>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title={text.loadFailed}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {text.retry}
        </Button>
      }
    />
  );
}

function NotFound({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Link to={paths.opinions.getHref()} className={buttonVariants({ variant: 'secondary' })}>
          {text.toOpinions}
        </Link>
      }
    />
  );
}

/** The form in its card, under what it is about and, when there is one, a note on what saving does. */
function EditorCard({
  subject,
  note,
  children,
}: {
  subject: OpinionSubjectRef;
  note: string | null;
  children: ReactNode;
}) {
  return (
    <Card className="flex max-w-2xl flex-col gap-5 p-5 sm:p-6">
      <h2 className="text-xl font-semibold break-words">
        <Link to={subjectHref(subject)} className="hover:underline">
          {subject.kind === 'place' ? text.aboutPlace(subject.name) : text.aboutEvent(subject.name)}
        </Link>
      </h2>
      {note === null ? null : (
        <p className="rounded-control bg-info-soft px-3 py-2 text-info-soft-foreground">{note}</p>
      )}
      {children}
    </Card>
  );
}

/** Writing about a place or an event: the person's earlier opinion when there is one (saving replaces it), else the blank. */
function WriteAbout({ subject, onDone }: { subject: OpinionSubjectRef; onDone: Done }) {
  const { user } = useSession();
  const key = subject.kind === 'place' ? { place: subject.code } : { event: subject.code };
  const mine = useMyOpinion(key, user?.id ?? null);
  const blank = useOpinionBlank({ enabled: mine.data === null });
  if (mine.isPending || (mine.data === null && blank.isPending)) return <FormSkeleton />;
  if (mine.isError) return <LoadFailed onRetry={() => void mine.refetch()} />;
  if (mine.data === null && blank.isError) return <LoadFailed onRetry={() => void blank.refetch()} />;
  const existing: Opinion | null = mine.data;
  const note = existing === null ? null : subject.kind === 'place' ? text.replaces : text.replacesEvent;
  const initial =
    existing !== null
      ? valuesOfOpinion(existing)
      : blank.data
        ? valuesOfBlank(blank.data, user?.specificSettings)
        : null;
  if (initial === null) return <FormSkeleton />;
  return (
    <EditorCard subject={subject} note={note}>
      <OpinionForm
        key={`${subject.kind}:${subject.id}`}
        subject={subject}
        initial={initial}
        existing={existing}
        canDelete={existing !== null}
        onDone={onDone}
      />
    </EditorCard>
  );
}

function WriteAboutPlace({ code, onDone }: { code: string; onDone: Done }) {
  const place = useSubjectPlace(code);
  if (place.isPending) return <FormSkeleton />;
  if (place.isError) return <LoadFailed onRetry={() => void place.refetch()} />;
  if (place.data === null) return <NotFound title={text.placeNotFound} description={text.placeNotFoundHint(code)} />;
  const { id, name } = place.data;
  return <WriteAbout subject={{ kind: 'place', id, code: place.data.code, name }} onDone={onDone} />;
}

function WriteAboutEvent({ code, onDone }: { code: string; onDone: Done }) {
  const event = useSubjectEvent(code);
  if (event.isPending) return <FormSkeleton />;
  if (event.isError) return <LoadFailed onRetry={() => void event.refetch()} />;
  if (event.data === null) return <NotFound title={text.eventNotFound} description={text.eventNotFoundHint(code)} />;
  const { id, title } = event.data;
  return <WriteAbout subject={{ kind: 'event', id, code: event.data.code, name: title }} onDone={onDone} />;
}

/** Changing one opinion by its id: only its author may (check_access), and its subject stays. */
function EditById({ id, onDone }: { id: string; onDone: Done }) {
  const opinion = useOpinion(id);
  const access = useOpinionAccess(id);
  if (opinion.isPending || (opinion.data !== null && access.isPending)) return <FormSkeleton />;
  if (opinion.isError) return <LoadFailed onRetry={() => void opinion.refetch()} />;
  const subject = opinion.data === null ? null : subjectOfOpinion(opinion.data);
  if (opinion.data === null || subject === null) {
    return <NotFound title={text.opinionNotFound} description={text.opinionNotFoundHint} />;
  }
  if (access.isError) return <LoadFailed onRetry={() => void access.refetch()} />;
  if (!access.data?.canEdit) return <EmptyState title={text.notYours} />;
  return (
    <EditorCard subject={subject} note={text.editing}>
      <OpinionForm
        key={opinion.data.id}
        subject={subject}
        initial={valuesOfOpinion(opinion.data)}
        existing={opinion.data}
        canDelete={access.data.canDelete ?? false}
        onDone={onDone}
      />
    </EditorCard>
  );
}

/**
 * `/opinions/editor` (signed in): write about a place (`?place=`) or an event (`?event=`) — writing again about the
 * same one edits the earlier opinion, and the screen says so — or edit one by `?id=`. Without any, pick a place.
 */
export default function OpinionsEditorRoute() {
  const shell = useShellConfig();
  const [{ place, event, id, q }, setSearch] = useUrlState(editorSearch);
  const navigate = useNavigate();
  // Saved or deleted: the form goes (and with it the question about unsaved changes, as nothing is left unsaved),
  // and the subject's page follows. Held here, so a form that reloads its data meanwhile cannot lose the way.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo);
  }, [leaveTo, navigate]);
  return (
    <CatalogueScreen title={screen.title} description={text.description}>
      <PageMeta title={shell.documentTitle(screen.title)} />
      {leaveTo !== null ? (
        <FormSkeleton />
      ) : id !== undefined ? (
        <EditById id={id} onDone={setLeaveTo} />
      ) : place !== undefined ? (
        <WriteAboutPlace code={place} onDone={setLeaveTo} />
      ) : event !== undefined ? (
        <WriteAboutEvent code={event} onDone={setLeaveTo} />
      ) : (
        <PlacePicker q={q} onSearch={(next) => setSearch({ q: next }, { replace: true })} />
      )}
    </CatalogueScreen>
  );
}
