import {
  Button,
  ColorSchemeSwitch,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@mesto/ui';
import { NavLink } from 'react-router';
import { MenuIcon } from '../../components/icons.tsx';
import { messages } from '../../messages.ts';
import { sectionItems } from './nav-items.tsx';

/** The phone's menu (a bottom sheet): every section and the colour scheme. Loaded lazily, phones only. */
export default function PhoneMenu() {
  return (
    <Dialog>
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
        <nav aria-label={messages.nav.main}>
          <ul className="flex flex-col">
            {sectionItems.map((item) => (
              <li key={item.to}>
                <DialogClose asChild>
                  <NavLink
                    to={item.to}
                    className="flex min-h-touch items-center rounded-control px-3 text-lg font-medium hover:bg-secondary aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground"
                  >
                    {item.label}
                  </NavLink>
                </DialogClose>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-muted-foreground">{messages.colorScheme}</p>
          <ColorSchemeSwitch fullWidth />
        </div>
      </DialogContent>
    </Dialog>
  );
}
