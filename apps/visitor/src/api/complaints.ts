import { type ApiClient, ApiError, silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import type { ComplaintReason, ComplaintTarget } from '@mesto/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** What a complaint is about: an opinion, a business's answer, a room, a chat message or a person's profile. */
export type ComplaintSubject = { targetType: ComplaintTarget; targetId: string };

/** Whether the signed-in person has already complained about the item. */
function myComplaintQueryOptions($api: ApiClient['$api'], subject: ComplaintSubject) {
  return $api.queryOptions('get', '/api/complaints/mine', { params: { query: subject } });
}

export function useMyComplaint(subject: ComplaintSubject, { enabled }: { enabled: boolean }) {
  const { $api } = useApi();
  return useQuery({ ...myComplaintQueryOptions($api, subject), enabled });
}

/**
 * Sends a complaint. Silent: the dialog says why a complaint was refused, beside the form, instead of a toast that
 * would cover it. Afterwards the item reads as complained about.
 */
export function useSendComplaint(subject: ComplaintSubject) {
  const { $api, client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: { reason: ComplaintReason; text: string }) => {
      const { data, error } = await client.POST('/api/complaints', {
        body: { ...subject, reason: values.reason, ...(values.text === '' ? {} : { text: values.text }) },
        headers: silent,
      });
      if (data === undefined) throw error ?? new ApiError('', null);
      return data;
    },
    onSuccess: () => queryClient.setQueryData(myComplaintQueryOptions($api, subject).queryKey, { complained: true }),
    onError: (error) => {
      // Someone who complained before (on another device) is told so, and the item reads as complained about.
      if (error instanceof ApiError && error.status === 409)
        queryClient.setQueryData(myComplaintQueryOptions($api, subject).queryKey, { complained: true });
    },
  });
}
