import { canManageExternalAnnouncements, canModerate, isRoot, type PermissionHolder } from '@mesto/domain';
import { paths } from '../../config/paths.ts';
import { shellMessages as messages } from '../../shell-messages.ts';

/**
 * `allowed`: shown only to those the rule lets in (the screen says so to anyone else, and the server checks);
 * `chats`: the item carries the count of my organisations' chats with unread messages.
 */
type NavItem = {
  to: string;
  label: string;
  end?: boolean;
  allowed?: (user: PermissionHolder | null) => boolean;
  chats?: boolean;
};
type NavGroup = { label?: string; items: readonly NavItem[] };

/** The panel's sections and the "create" shortcuts, in the order the sidebar and the phone menu show them. */
export const navGroups: readonly NavGroup[] = [
  {
    items: [
      { to: paths.home.getHref(), label: messages.nav.home, end: true },
      { to: paths.chats.getHref(), label: messages.nav.chats, chats: true },
      { to: paths.opinions.getHref(), label: messages.nav.opinions },
      { to: paths.events.getHref(), label: messages.nav.events },
      { to: paths.eventLists.getHref(), label: messages.nav.eventLists },
      { to: paths.places.getHref(), label: messages.nav.places },
      { to: paths.organisations.getHref(), label: messages.nav.organisations },
      {
        to: paths.externalEventAnnouncements.getHref(),
        label: messages.nav.announcements,
        allowed: canManageExternalAnnouncements,
      },
      { to: paths.sources.getHref(), label: messages.nav.sources },
      { to: paths.moderation.getHref(), label: messages.nav.moderation, allowed: canModerate },
      { to: paths.features.getHref(), label: messages.nav.features },
      { to: paths.adminRights.getHref(), label: messages.nav.adminRights, allowed: isRoot },
    ],
  },
  {
    label: messages.nav.create,
    items: [
      { to: paths.newPlace.getHref(), label: messages.nav.newPlace },
      { to: paths.newOrganisation.getHref(), label: messages.nav.newOrganisation },
      { to: paths.newEventList.getHref(), label: messages.nav.newEventList },
    ],
  },
];
