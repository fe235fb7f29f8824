import type { components } from '@mesto/api-client';
import { silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type EditorBody = components['schemas']['SourceEditorBodyInput'];
type PreviewBody = components['schemas']['SourcePreviewBodyInput'];

/**
 * A change to a source changes the list and its items; a fetch may publish events and fill the work stream, so those
 * go stale too.
 */
function useAfterSourceChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      invalidateCollection(queryClient, '/api/sources'),
      queryClient.invalidateQueries({ queryKey: ['get', '/api/sources/{id}/items'] }),
      invalidateCollection(queryClient, '/api/events'),
      invalidateCollection(queryClient, '/api/external-event-announcements'),
    ]);
}

/** Creates (no id) or updates a source. Silent: the form puts the server's words under its fields. */
export function useSaveSource() {
  const { client } = useApi();
  const after = useAfterSourceChange();
  return useMutation({
    mutationFn: async (body: EditorBody) => {
      const { data } = await client.POST('/api/sources/editor', { body, headers: silent });
      if (data === undefined) throw new Error('the editor answered without the source');
      return data;
    },
    onSuccess: after,
  });
}

/** Pause or resume one source from the list; a failure shows in a toast (the list has no field to put it under). */
export function useSetSourceState() {
  const { client } = useApi();
  const after = useAfterSourceChange();
  return useMutation({
    mutationFn: async ({ id, state }: { id: string; state: 'ACTIVE' | 'PAUSED' }) => {
      const { data } = await client.POST('/api/sources/editor', { body: { id, state } });
      return data;
    },
    onSuccess: after,
  });
}

/** Fetches a source now; answers with the source afterwards (its last error, if the fetch failed). */
export function useFetchSource() {
  const { client } = useApi();
  const after = useAfterSourceChange();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await client.POST('/api/sources/{id}/fetch', { params: { path: { id } } });
      if (data === undefined) throw new Error('the fetch answered without the source');
      return data;
    },
    onSuccess: after,
  });
}

/** Deletes a source. Silent: the dialog that asked says what went wrong. */
export function useRemoveSource() {
  const { client } = useApi();
  const after = useAfterSourceChange();
  return useMutation({
    mutationFn: async (id: string) => {
      await client.DELETE('/api/sources/{id}', { params: { path: { id } }, headers: silent });
    },
    onSuccess: after,
  });
}

/**
 * What an address would give if it were connected: its kind, name and first items as they would be read. Silent:
 * a refused or unreadable address shows under the address field.
 */
export function usePreviewSource() {
  const { client } = useApi();
  return useMutation({
    mutationFn: async (body: PreviewBody) => {
      const { data } = await client.POST('/api/sources/preview', { body, headers: silent });
      if (data === undefined) throw new Error('the preview answered nothing');
      return data;
    },
  });
}
