import { Button } from '@mesto/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { GroupChatDialog } from './group-chat-dialog.tsx';
import { groupChatMessages } from './group-chat-messages.ts';

/** «Новая группа» beside the chats' search: the dialog to make one, then the new chat opens. */
export function NewGroupButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <GroupChatDialog
      open={open}
      onOpenChange={setOpen}
      onSaved={(chat) => void navigate(paths.chats.getHref(chat.id))}
      trigger={
        <Button variant="secondary" className="shrink-0">
          {groupChatMessages.create.button}
        </Button>
      }
    />
  );
}
