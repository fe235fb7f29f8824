import { CalendarIcon, ChatIcon, FeedIcon, HomeIcon, MapPinIcon } from '@mesto/ui';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { shellMessages as messages } from '../../shell-messages.ts';

/** `chats`: the item carries the count of chats with unread messages. */
type NavItem = { to: string; label: string; icon?: ReactNode; end?: boolean; chats?: boolean };

/** The sections of the site, in the order the header and the menu list them. */
export const sectionItems: readonly NavItem[] = [
  { to: paths.events.getHref(), label: messages.nav.events },
  { to: paths.places.getHref(), label: messages.nav.places },
  { to: paths.people.getHref(), label: messages.nav.people },
  { to: paths.opinions.getHref(), label: messages.nav.opinions },
  { to: paths.rooms.getHref(), label: messages.nav.rooms },
  { to: paths.chats.getHref(), label: messages.nav.chats, chats: true },
  { to: paths.fullFeed.getHref(), label: messages.nav.feed },
];

// The bottom bar's icons are decorative (the label names the section), a little larger than @mesto/ui's default.
const icon = 'size-6';

/** The phone's bottom bar: the five places people go most, within a thumb's reach. */
export const phoneItems: readonly NavItem[] = [
  { to: paths.home.getHref(), label: messages.nav.home, icon: <HomeIcon className={icon} />, end: true },
  { to: paths.events.getHref(), label: messages.nav.events, icon: <CalendarIcon className={icon} /> },
  { to: paths.places.getHref(), label: messages.nav.places, icon: <MapPinIcon className={icon} /> },
  { to: paths.fullFeed.getHref(), label: messages.nav.feed, icon: <FeedIcon className={icon} /> },
  { to: paths.chats.getHref(), label: messages.nav.chats, icon: <ChatIcon className={icon} />, chats: true },
];
