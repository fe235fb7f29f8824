import { blockRefusals } from '../../lib/blocks.ts';
import { BLOCKS_MAX } from './blocks.constants.ts';

// What blocking tells a person, in one place so it can be reviewed in one sitting. The refusals a blocked person may
// meet (a chat, an invitation, a room) read the same whichever side blocked: nobody learns they were blocked.

export const blockMessages = {
  userNotFound: 'Такого человека нет',
  self: 'Нельзя заблокировать самого себя',
  tooMany: `Заблокировать можно не больше ${BLOCKS_MAX} человек: сначала разблокируйте кого-нибудь`,
  ...blockRefusals,
} as const;
