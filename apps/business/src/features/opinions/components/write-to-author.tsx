import { useApi } from '@mesto/api-client/react';
import { Button } from '@mesto/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { opinionsMessages as text } from '../messages.ts';

/**
 * «Написать гостю»: opens the private chat of the opinion's author with the organisation it is about (the one the
 * guest would open themselves) and goes to it in the panel's chats, answered as the team.
 */
export function WriteToAuthor({ opinionId, author }: { opinionId: string; author: string }) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const chat = await queryClient.fetchQuery({
        ...$api.queryOptions('get', '/api/chats/private', { params: { query: { opinion: opinionId } } }),
        staleTime: 0,
      });
      const query = new URLSearchParams({ organisation: chat.organisation?.id ?? '', chat: chat.id });
      navigate(`${paths.chats.getHref()}?${query.toString()}`);
    } catch {
      // The client has shown the server's reason in a toast already.
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" disabled={opening} aria-label={text.writeTo(author)} onClick={() => void open()}>
      {text.write}
    </Button>
  );
}
