import { type ApiClient, ApiError, type components, silent } from '@mesto/api-client';
import { useApi, useSession } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type EventAttendance = components['schemas']['EventAttendance'];
export type AttendanceStatus = components['schemas']['AttendanceStatus'];

/**
 * Who goes to the event: counts, and for a signed-in person their mark and friends who go. The answer depends on who
 * asks, so the person is part of the key: a sign-in in another tab does not show someone else's mark.
 */
function eventAttendanceQueryOptions($api: ApiClient['$api'], eventId: string, userId: string | null) {
  const options = $api.queryOptions('get', '/api/event-attendance', { params: { query: { event: eventId } } });
  return { ...options, queryKey: [...options.queryKey, userId] as unknown as typeof options.queryKey };
}

/** Read only once the session is known: the server renders the page signed out, the browser then asks as itself. */
export function useEventAttendance(eventId: string) {
  const { $api } = useApi();
  const { status, user } = useSession();
  return useQuery({
    ...eventAttendanceQueryOptions($api, eventId, user?.id ?? null),
    enabled: status !== 'loading',
  });
}

/** The figures as they will be once the mark goes through, shown before the server answers. */
export function expectedAttendance(current: EventAttendance, status: AttendanceStatus | null): EventAttendance {
  const delta = (which: AttendanceStatus) => (status === which ? 1 : 0) - (current.myStatus === which ? 1 : 0);
  return {
    ...current,
    going: Math.max(0, current.going + delta('GOING')),
    interested: Math.max(0, current.interested + delta('INTERESTED')),
    myStatus: status,
  };
}

/**
 * Marks the event «Пойду» / «Интересно», or clears the mark (null). The buttons change at once; a failure puts the
 * figures back and `onFailed` explains it. Lists of events (their «идут» counts) are read again afterwards.
 */
export function useMarkAttendance(eventId: string, { onFailed }: { onFailed: (error: unknown) => void }) {
  const { $api, client } = useApi();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { queryKey } = eventAttendanceQueryOptions($api, eventId, user?.id ?? null);
  return useMutation({
    mutationFn: async (status: AttendanceStatus | null) => {
      // Silent: the control explains a failure itself, after putting the buttons back.
      const { data, error } = await client.POST('/api/event-attendance/mark', {
        body: { event: eventId, status },
        headers: silent,
      });
      if (data === undefined) throw error ?? new ApiError('', null);
      return data;
    },
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<EventAttendance>(queryKey);
      if (previous !== undefined) queryClient.setQueryData(queryKey, expectedAttendance(previous, status));
      return { previous };
    },
    onError: (error, _status, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
      onFailed(error);
    },
    onSuccess: (attendance) => queryClient.setQueryData(queryKey, attendance),
    onSettled: () => invalidateCollection(queryClient, '/api/events'),
  });
}
