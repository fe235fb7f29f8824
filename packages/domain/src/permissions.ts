import { PERMISSION_LABELS, Permission } from './enums.ts';

/** Anything carrying permissions: a session user, an API user, a team member. */
export type PermissionHolder = { readonly permissions: readonly string[] };

// Anonymous visitors are null/undefined; they never have any permission.
type MaybeHolder = PermissionHolder | null | undefined;

function hasAny(user: MaybeHolder, permissions: readonly Permission[]): boolean {
  return user != null && permissions.some((permission) => user.permissions.includes(permission));
}

export function isRoot(user: MaybeHolder): boolean {
  return hasAny(user, [Permission.ROOT]);
}

// ROOT implies every narrower permission, so it is checked alongside each of them.
export function hasBusinessAccess(user: MaybeHolder): boolean {
  return hasAny(user, [Permission.ROOT, Permission.BUSINESS_PANEL]);
}

export function canManageExternalAnnouncements(user: MaybeHolder): boolean {
  return hasAny(user, [Permission.ROOT, Permission.EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT]);
}

/** Who works the moderation queue and decides on complaints: ROOT or a MODERATION holder. */
export function canModerate(user: MaybeHolder): boolean {
  return hasAny(user, [Permission.ROOT, Permission.MODERATION]);
}

type SelectableRole = { readonly permission: Permission; readonly label: string };

/** Roles an administrator may grant in the UI; narrower permissions are assigned elsewhere. */
export const SELECTABLE_ROLES: readonly SelectableRole[] = [
  { permission: Permission.ROOT, label: PERMISSION_LABELS[Permission.ROOT] },
  { permission: Permission.MODERATION, label: PERMISSION_LABELS[Permission.MODERATION] },
];
