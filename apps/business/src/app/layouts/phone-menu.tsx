import {
  Button,
  ColorSchemeSwitch,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@mesto/ui';
import { useState } from 'react';
import { MenuIcon } from '../../components/icons.tsx';
import { messages } from '../../messages.ts';
import { SideNav } from './side-nav.tsx';

/** The phone's menu (a bottom sheet): the panel's sections and the colour scheme. Loaded lazily, phones only. */
export default function PhoneMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={messages.nav.openMenu}>
          <MenuIcon />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{messages.nav.menuTitle}</DialogTitle>
          <DialogDescription>{messages.nav.menuDescription}</DialogDescription>
        </DialogHeader>
        <SideNav onNavigate={() => setOpen(false)} />
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-muted-foreground">{messages.colorScheme}</p>
          <ColorSchemeSwitch fullWidth />
        </div>
      </DialogContent>
    </Dialog>
  );
}
