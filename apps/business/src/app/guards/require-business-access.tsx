import { useSession } from '@mesto/api-client/react';
import { useLogout } from '@mesto/app-shell';
import { canModerate, hasBusinessAccess } from '@mesto/domain';
import { Button, ForbiddenPage } from '@mesto/ui';
import { Outlet } from 'react-router';
import { visitorSiteUrl } from '../../lib/visitor-site.ts';
import { shellMessages as messages } from '../../shell-messages.ts';

/**
 * docs/product.md#permissions-and-roles: the panel is for ROOT and BUSINESS_PANEL, and for moderators (MODERATION),
 * whose queue lives here; anyone else signed in gets a clear 403 and a way out.
 */
export function RequireBusinessAccess() {
  const { user } = useSession();
  const logout = useLogout();
  if (!hasBusinessAccess(user) && !canModerate(user)) {
    return (
      <main id="main" className="flex min-h-dvh flex-col justify-center bg-background">
        <title>{messages.documentTitle('403')}</title>
        <ForbiddenPage
          description={messages.forbidden}
          homeHref={visitorSiteUrl()}
          actions={
            <Button variant="secondary" onClick={() => void logout()}>
              {messages.account.otherAccount}
            </Button>
          }
        />
      </main>
    );
  }
  return <Outlet />;
}
