import { ApiError } from '@mesto/api-client';
import { TEAM_KIND_LABELS, TEAM_KINDS, type TeamKind } from '@mesto/domain';
import {
  Avatar,
  Button,
  Card,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  NativeSelect,
  Tag,
  toast,
} from '@mesto/ui';
import { type FormEvent, useState } from 'react';
import { ListSkeleton, LoadFailed } from '../../../components/catalogue/load-states.tsx';
import type { Organisation, TeamMember } from '../../../lib/catalogue/types.ts';
import { useFindUser, useRemoveMember, useSaveMember, useTeam } from '../api/team.ts';
import { organisationMessages } from '../messages.ts';

const text = organisationMessages.team;

const kindOptions = TEAM_KINDS.map((kind) => ({ value: kind, label: TEAM_KIND_LABELS[kind] }));

const memberName = (member: TeamMember) => member.user.displayName.trim() || member.user.username || member.user.code;

/** What went wrong, in the server's words: the field's message when it named one (the last owner names `kind`). */
function problemOf(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.fields)[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Finds a person by username and adds them to the team with the chosen role. */
function AddMember({ organisationId }: { organisationId: string }) {
  const findUser = useFindUser();
  const saveMember = useSaveMember();
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<TeamKind>('TEAM');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = username.trim().replace(/^@/, '');
    if (wanted === '') {
      setError(text.usernameRequired);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const user = await findUser(wanted);
      if (user === null) {
        setError(text.noSuchUser(wanted));
        return;
      }
      await saveMember({ userId: user.id, organisationId, kind });
      toast({ severity: 'success', description: text.added(user.displayName.trim() || `@${wanted}`) });
      setUsername('');
    } catch (failure) {
      setError(problemOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void add(event)} aria-label={text.add} className="flex flex-col gap-3">
      <h3 className="font-semibold">{text.add}</h3>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-start">
        <Field label={text.username} hint={text.usernameHint} error={error}>
          <Input
            name="username"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setError(undefined);
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <Field label={text.roleLabel}>
          <NativeSelect
            value={kind}
            options={kindOptions}
            onChange={(event) => setKind(event.target.value as TeamKind)}
          />
        </Field>
        <Button type="submit" loading={busy} className="sm:mt-7">
          {text.adding}
        </Button>
      </div>
    </form>
  );
}

/**
 * The team of an organisation: who is in it and as what. Owners (and ROOT) add people by username, change a role
 * and remove members; a member may leave. The server refuses to lose the last owner, and says so here.
 */
export function TeamSection({
  organisation,
  canManage,
  viewerId,
}: {
  organisation: Organisation;
  canManage: boolean;
  viewerId: string | undefined;
}) {
  const team = useTeam(organisation.id);
  const saveMember = useSaveMember();
  const removeMember = useRemoveMember();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const run = async (memberId: string, action: () => Promise<unknown>, done: string) => {
    setPending(memberId);
    setProblem(null);
    try {
      await action();
      toast({ severity: 'success', description: done });
      return true;
    } catch (error) {
      setProblem(problemOf(error));
      return false;
    } finally {
      setPending(null);
    }
  };

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <section aria-labelledby="team-title" className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id="team-title" className="text-xl font-semibold">
            {text.title}
          </h2>
          <p className="text-muted-foreground">{canManage ? text.description : text.onlyOwners}</p>
        </div>
        {problem === null ? null : (
          <p
            role="alert"
            className="rounded-card border border-danger bg-danger-soft px-4 py-3 text-danger-soft-foreground"
          >
            {problem}
          </p>
        )}
        {team.isPending ? (
          <ListSkeleton label={text.loading} rows={2} />
        ) : team.isError ? (
          <LoadFailed title={text.loadFailed} onRetry={() => void team.refetch()} />
        ) : (
          <ul
            aria-label={text.members}
            className="flex flex-col divide-y divide-border rounded-card border border-border"
          >
            {team.data.map((member) => {
              const name = memberName(member);
              const own = member.userId === viewerId;
              return (
                <li key={member.id} className="flex flex-wrap items-center gap-3 p-3">
                  <Avatar name={name} size="sm" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="break-words font-medium">
                      {name}
                      {own ? <span className="text-muted-foreground"> ({text.you})</span> : null}
                    </span>
                    {member.user.username === null ? null : (
                      <span className="break-words text-sm text-muted-foreground">@{member.user.username}</span>
                    )}
                  </div>
                  {canManage ? (
                    <NativeSelect
                      aria-label={text.role(name)}
                      value={member.kind}
                      options={kindOptions}
                      disabled={pending === member.id}
                      className="w-full sm:w-56"
                      onChange={(event) => {
                        const kind = event.target.value as TeamKind;
                        void run(member.id, () => saveMember({ id: member.id, kind }), text.roleChanged);
                      }}
                    />
                  ) : (
                    <Tag tone={member.kind === 'DEFAULT' ? 'primary' : 'neutral'}>{TEAM_KIND_LABELS[member.kind]}</Tag>
                  )}
                  {canManage || own ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={own ? text.leave : text.removeLabel(name)}
                      disabled={pending === member.id}
                      className="sm:w-40"
                      onClick={() => setRemoving(member)}
                    >
                      {own ? text.leave : text.remove}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {canManage ? <AddMember organisationId={organisation.id} /> : null}
      </section>
      <Dialog open={removing !== null} onOpenChange={(open) => (open ? undefined : setRemoving(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{removing === null ? '' : text.confirmTitle(memberName(removing))}</DialogTitle>
            <DialogDescription>{text.confirmDescription}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {text.cancel}
            </Button>
            <Button
              variant="danger"
              loading={removing !== null && pending === removing.id}
              onClick={() => {
                if (removing === null) return;
                const member = removing;
                void run(member.id, () => removeMember(member.id), text.removed).then(() => setRemoving(null));
              }}
            >
              {text.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
