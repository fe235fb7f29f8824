import type { components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions, invalidateCollection } from '@mesto/app-shell';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';

export type AnalysisReport = components['schemas']['AnalysisReport'];
export type AnalysisReportStatus = components['schemas']['AnalysisReportStatus'];

const PAGE_SIZE = 20;

/** The places' teams' reports of misread opinions: those waiting (oldest first) or those closed (latest first). */
export function useAnalysisReports(status: AnalysisReportStatus) {
  const { $api } = useApi();
  return useInfiniteQuery(
    cursorPagesOptions(
      $api.queryOptions('get', '/api/places/analysis-reports', { params: { query: { status, limit: PAGE_SIZE } } }),
    ),
  );
}

/** Closes a report, with what was done; both lists are read again. */
export function useCloseAnalysisReport() {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/places/analysis-reports/close/{id}', {
    onSuccess: () => invalidateCollection(queryClient, '/api/places/analysis-reports'),
  });
}
