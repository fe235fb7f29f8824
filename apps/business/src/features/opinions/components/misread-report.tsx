import { ApiError } from '@mesto/api-client';
import {
  ASPECT_LABELS,
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Field,
  Textarea,
  toast,
} from '@mesto/ui';
import { type FormEvent, useId, useState } from 'react';
import type { Opinion } from '../api/list-opinions.ts';
import { useMyMisreadingReport, useReportMisreading } from '../api/report-misreading.ts';
import { opinionsMessages } from '../messages.ts';

const text = opinionsMessages.misread;

type Analysis = NonNullable<Opinion['analysis']>;

/** Why a report was not taken, in words a person can act on (the server's own, which name what to do). */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.message !== '') return error.message;
  return text.failed;
}

/**
 * «Разобрано неверно» under an opinion's analysis: the place's team tells the platform's moderators that the reading
 * is wrong — which aspects, and in their words what is wrong. Once sent, it says so until a moderator closes it. The
 * opinion itself is left as it is: the report is about the reading, not about the guest.
 */
export function MisreadReport({ opinion, analysis }: { opinion: Opinion; analysis: Analysis }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [aspects, setAspects] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const mine = useMyMisreadingReport(opinion.id, { enabled: open });
  const send = useReportMisreading(opinion.id);

  const openChange = (next: boolean) => {
    if (send.isPending) return;
    // A fresh form every time it opens.
    if (next) {
      setAspects([]);
      setNote('');
      send.reset();
    }
    setOpen(next);
  };
  const reported = mine.data?.report != null;
  const fieldErrors = send.error instanceof ApiError ? send.error.body?.fields : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { aspects, note: note.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ severity: 'success', description: text.sent });
        },
      },
    );
  };
  const readAspects = [...new Set(analysis.aspects.map((mention) => mention.aspect))];

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={text.label(opinion.author.displayName)}>
          {text.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={send.isPending || undefined}>
          <DialogHeader>
            <DialogTitle>{text.title}</DialogTitle>
            <DialogDescription>{text.description}</DialogDescription>
          </DialogHeader>
          {reported ? (
            <p role="status" className="rounded-control bg-surface-muted px-3 py-2">
              {text.already}
            </p>
          ) : (
            <>
              {readAspects.length === 0 ? null : (
                <fieldset className="flex min-w-0 flex-col">
                  <legend className="mb-1 text-sm font-medium text-foreground">{text.aspects}</legend>
                  {readAspects.map((aspect) => {
                    const mention = analysis.aspects.find((candidate) => candidate.aspect === aspect);
                    return (
                      <Checkbox
                        key={aspect}
                        id={`${id}-${aspect}`}
                        label={`${ASPECT_LABELS[aspect]}: ${text.read[mention?.sentiment ?? 'NEUTRAL']}`}
                        checked={aspects.includes(aspect)}
                        disabled={send.isPending}
                        onCheckedChange={(checked) =>
                          setAspects((chosen) =>
                            checked === true ? [...chosen, aspect] : chosen.filter((item) => item !== aspect),
                          )
                        }
                      />
                    );
                  })}
                </fieldset>
              )}
              <Field label={text.note} hint={text.noteHint} error={fieldErrors?.note}>
                <Textarea
                  value={note}
                  rows={3}
                  disabled={send.isPending}
                  onChange={(event) => setNote(event.target.value)}
                />
              </Field>
              {send.isError ? (
                <div role="alert" className="rounded-control border border-danger bg-danger-soft px-3 py-2 text-sm">
                  <p className="font-semibold text-danger-soft-foreground">{text.notSent}</p>
                  <p className="text-danger-soft-foreground">{refusal(send.error)}</p>
                </div>
              ) : null}
            </>
          )}
          <DialogFooter>
            <Button type="button" variant="secondary" disabled={send.isPending} onClick={() => openChange(false)}>
              {reported ? text.close : text.cancel}
            </Button>
            {reported ? null : (
              <Button type="submit" loading={send.isPending}>
                {text.submit}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
