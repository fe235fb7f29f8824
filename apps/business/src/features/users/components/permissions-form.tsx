import type { PublicUser } from '@mesto/api-client';
import { EditorForm, FormField, type LeavesEditor, useEditorForm } from '@mesto/app-shell';
import { type Permission, SELECTABLE_ROLES } from '@mesto/domain';
import { Avatar, Switch, toast } from '@mesto/ui';
import { messages } from '../../../messages.ts';
import { useSaveUser } from '../api/save-user.ts';
import { userName } from './user-name.ts';

const text = messages.users;

type PermissionValues = { permissions: Permission[] };

const toValues = (user: PublicUser): PermissionValues => ({ permissions: user.permissions ?? [] });

/** Choosing another user would replace the form as well as leaving the screen. */
const leavesUser: LeavesEditor = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname ||
  new URLSearchParams(currentLocation.search).get('user') !== new URLSearchParams(nextLocation.search).get('user');

/**
 * The roles an administrator may grant (the domain's SELECTABLE_ROLES: the administrator, ROOT, and the moderator,
 * MODERATION) as switches.
 * Narrower permissions the user has stay as they are. Nobody takes ROOT from themselves here, so the panel
 * always keeps an administrator who can give it back.
 */
export function PermissionsForm({ user, isSelf }: { user: PublicUser; isSelf: boolean }) {
  const saveUser = useSaveUser();
  const name = userName(user);
  const form = useEditorForm<PermissionValues, PublicUser>({
    initial: toValues(user),
    save: async ({ permissions }) => {
      const saved = await saveUser.mutateAsync({
        body: { id: user.id, displayName: user.displayName, permissions },
      });
      toast({ severity: 'success', description: text.saved });
      return saved;
    },
    afterSave: toValues,
  });

  return (
    <EditorForm
      form={form}
      label={text.form(name)}
      submitLabel={text.submit}
      fieldLabels={{ permissions: text.roles }}
      leaves={leavesUser}
    >
      <div className="flex items-center gap-3">
        <Avatar name={name} />
        <div className="flex min-w-0 flex-col">
          <h2 className="break-words text-xl font-semibold">{name}</h2>
          {user.username === null ? null : <p className="break-words text-muted-foreground">@{user.username}</p>}
        </div>
      </div>
      <FormField form={form} name="permissions" label={text.roles} hint={isSelf ? text.ownRoot : undefined} group>
        {SELECTABLE_ROLES.map((role) => (
          <Switch
            key={role.permission}
            label={role.label}
            checked={form.values.permissions.includes(role.permission)}
            disabled={isSelf}
            onCheckedChange={(on) =>
              form.setValue('permissions', (current) =>
                on ? [...current, role.permission] : current.filter((permission) => permission !== role.permission),
              )
            }
          />
        ))}
      </FormField>
    </EditorForm>
  );
}
