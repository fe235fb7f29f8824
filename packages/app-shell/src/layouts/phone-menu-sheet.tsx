import {
  Button,
  ColorSchemeSwitch,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  MenuIcon,
} from '@mesto/ui';
import { type ReactNode, useState } from 'react';
import { shellMessages } from '../messages.ts';

/** The phone's menu (a bottom sheet): the app's sections and the colour scheme. Loaded lazily by `PhoneMenu`. */
export default function PhoneMenuSheet({
  description,
  children,
}: {
  description: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={shellMessages.menu.open}>
          <MenuIcon className="size-6" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{shellMessages.menu.title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-muted-foreground">{shellMessages.colorScheme}</p>
          <ColorSchemeSwitch fullWidth />
        </div>
      </DialogContent>
    </Dialog>
  );
}
