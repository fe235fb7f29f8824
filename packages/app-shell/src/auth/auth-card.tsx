import { Card } from '@mesto/ui';
import type { ReactNode } from 'react';
import { useShellConfig } from '../shell-config.tsx';

/** The card of the login and signup screens: heading, a line of why, the form, and a way to the other screen. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { documentTitle } = useShellConfig();
  return (
    <Card className="w-full gap-6 p-6 sm:p-8">
      <title>{documentTitle(title)}</title>
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
      {footer === undefined ? null : <p className="text-center text-sm text-muted-foreground">{footer}</p>}
    </Card>
  );
}
