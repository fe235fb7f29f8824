import { type ApiClient, ApiError, silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type MisreadingReport = { aspects: string[]; note: string };

/** The caller's report of this opinion that still waits for a moderator, if any. */
function myReportQueryOptions($api: ApiClient['$api'], opinionId: string) {
  return $api.queryOptions('get', '/api/places/analysis-reports/mine', { params: { query: { opinionId } } });
}

export function useMyMisreadingReport(opinionId: string, { enabled }: { enabled: boolean }) {
  const { $api } = useApi();
  return useQuery({ ...myReportQueryOptions($api, opinionId), enabled });
}

/**
 * «Разобрано неверно» (`POST /api/places/analysis-reports`): tells the platform's moderators that the opinion was
 * misread. Silent: the dialog says why a report was refused, beside the form. Afterwards the opinion reads as reported.
 */
export function useReportMisreading(opinionId: string) {
  const { $api, client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ aspects, note }: MisreadingReport) => {
      const { data, error } = await client.POST('/api/places/analysis-reports', {
        body: {
          opinionId,
          ...(aspects.length === 0 ? {} : { aspects: aspects as never }),
          ...(note === '' ? {} : { note }),
        },
        headers: silent,
      });
      if (data === undefined) throw error ?? new ApiError('', null);
      return data;
    },
    onSuccess: (report) => queryClient.setQueryData(myReportQueryOptions($api, opinionId).queryKey, { report }),
    onError: (error) => {
      // Reported before (on another device, by this person): the opinion reads as reported.
      if (error instanceof ApiError && error.status === 409 && error.code === 'ALREADY_REPORTED')
        void queryClient.invalidateQueries({ queryKey: myReportQueryOptions($api, opinionId).queryKey });
    },
  });
}
