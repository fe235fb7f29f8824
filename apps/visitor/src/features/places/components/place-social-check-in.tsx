import { useSession } from '@mesto/api-client/react';
import { useGuestHint } from '@mesto/app-shell';
import { formatTime, HERE_NOW_MIN_SHOWN, VISIBILITIES, VISIT_MAX_MINUTES, Visibility } from '@mesto/domain';
import { Button, CheckInPanel, type CheckInState, HereNow, toast } from '@mesto/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useCheckIn } from '../api/check-in-visit.ts';
import { useCloseVisit } from '../api/close-visit.ts';
import { useExtendVisit } from '../api/extend-visit.ts';
import { type UserVisit, useCurrentVisit } from '../api/get-current-visit.ts';
import { useHereNow } from '../api/get-visit-stats.ts';
import type { Place } from '../api/search-places.ts';
import { placeSocialMessages } from './place-social-messages.ts';

const text = placeSocialMessages.checkIn;
const MINUTE = 60_000;

/** Who may see a check-in: never PRIVATE (a visit has no addressees). */
const VISIT_VISIBILITIES: readonly Visibility[] = [Visibility.PUBLIC, Visibility.FRIENDS, Visibility.NOTES];

/** The person's chosen default for check-ins (`specificSettings.defaultVisibility`), else PUBLIC, as the API does. */
function defaultVisitVisibility(settings: { [key: string]: unknown } | undefined): Visibility {
  const chosen = settings?.defaultVisibility;
  return typeof chosen === 'string' &&
    (VISIBILITIES as readonly string[]).includes(chosen) &&
    VISIT_VISIBILITIES.includes(chosen as Visibility)
    ? (chosen as Visibility)
    : Visibility.PUBLIC;
}

/** One more hour would still end before VISIT_MAX_MINUTES from the start. */
function canExtendVisit(visit: Pick<UserVisit, 'startedAt' | 'expiresAt'>): boolean {
  return new Date(visit.expiresAt).getTime() < new Date(visit.startedAt).getTime() + VISIT_MAX_MINUTES * MINUTE;
}

/**
 * «Сейчас здесь N человек», asked again every 30 seconds and after one's own check-in, extension and leaving; someone
 * checked in here reads «Сейчас здесь вы…» (the figure stays hidden below the threshold, as the API rules).
 */
function PlaceHereNow({ place, you = false }: { place: Place; you?: boolean }) {
  const hereNow = useHereNow(place.code);
  if (hereNow.isError && hereNow.data === undefined) {
    return <p className="text-sm text-muted-foreground">{placeSocialMessages.hereNowFailed}</p>;
  }
  if (hereNow.isPending) return null;
  return (
    <HereNow live you={you} count={hereNow.data !== null && hereNow.data >= HERE_NOW_MIN_SHOWN ? hereNow.data : null} />
  );
}

/**
 * «Я здесь» on a place's page: check in (with who may see it, starting from the person's default), extend by an
 * hour, leave; and how many people are here now. Signed out: an invitation to sign in that comes back here. A place
 * closed by its hours (`open` false) still takes a check-in, with a note that it is closed.
 */
export function PlaceSocialCheckIn({ place, open = null }: { place: Place; open?: boolean | null }) {
  const { status: sessionStatus, user } = useSession();
  const renderedForGuest = useGuestHint();
  const location = useLocation();
  const signedIn = user !== null;
  const current = useCurrentVisit({ enabled: signedIn });
  // Until the person picks, the default of their settings (known once the session has loaded).
  const [chosen, setVisibility] = useState<Visibility | null>(null);
  const visibility = chosen ?? defaultVisitVisibility(user?.specificSettings);
  const checkIn = useCheckIn();
  const extend = useExtendVisit();
  const close = useCloseVisit();
  const pending = checkIn.isPending || extend.isPending || close.isPending;

  const visit = current.data ?? null;
  const here = visit?.active && visit.place.id === place.id ? visit : null;
  const elsewhere = visit?.active && visit.place.id !== place.id ? visit : null;
  const until = (iso: string) => formatTime(new Date(iso), place.timeZone);

  let state: CheckInState;
  // A page rendered for a guest starts with the guest's panel (as the server drew it), not a loading one.
  if (!signedIn && (sessionStatus === 'ready' || renderedForGuest)) state = 'signedOut';
  else if (sessionStatus === 'loading' || current.isPending || pending) state = 'pending';
  else state = here === null ? 'idle' : 'active';

  if (signedIn && current.isError) {
    return (
      <section className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card">
        <p className="text-muted-foreground">{text.failed}</p>
        <Button variant="secondary" className="self-start" onClick={() => void current.refetch()}>
          {text.retry}
        </Button>
        <PlaceHereNow place={place} />
      </section>
    );
  }

  return (
    <CheckInPanel
      state={state}
      until={here?.expiresAt ?? null}
      timeZone={place.timeZone}
      canExtend={here === null ? true : canExtendVisit(here)}
      closedNow={open === false}
      visibility={visibility}
      onVisibilityChange={setVisibility}
      visibilityOptions={VISIT_VISIBILITIES}
      signInHref={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
      linkComponent={RouterLink}
      onCheckIn={() =>
        checkIn.mutate(
          { body: { placeId: place.id, visibility } },
          { onSuccess: (saved) => toast({ severity: 'success', description: text.checkedIn(until(saved.expiresAt)) }) },
        )
      }
      onExtend={() =>
        extend.mutate(
          { body: here === null ? {} : { visitId: here.id } },
          { onSuccess: (saved) => toast({ severity: 'success', description: text.extended(until(saved.expiresAt)) }) },
        )
      }
      onLeave={() =>
        close.mutate(
          { body: here === null ? {} : { visitId: here.id } },
          { onSuccess: () => toast({ severity: 'success', description: text.left }) },
        )
      }
    >
      {elsewhere === null || state === 'active' ? null : (
        <p className="text-sm text-muted-foreground">{text.elsewhere(elsewhere.place.name)}</p>
      )}
      <PlaceHereNow place={place} you={here !== null} />
    </CheckInPanel>
  );
}
