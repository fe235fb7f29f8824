import { CONTACT_TYPE_LABELS, type Contact, ContactType, contactHref, formatPhone } from '@mesto/domain';
import { cn } from '../../lib/cn.ts';

// The domain gives sites as stored; a bare `mesto.ru` needs a scheme to be a link at all.
function siteHref(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

const linkClass = 'text-primary underline underline-offset-2 hover:no-underline';

function ContactLink({ contact }: { contact: Contact }) {
  switch (contact.type) {
    case ContactType.OTHER:
      return <span>{contact.value}</span>;
    case ContactType.SITE:
      return (
        <a href={siteHref(contact.value)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {contact.value.replace(/^https?:\/\//i, '')}
        </a>
      );
    case ContactType.TELEGRAM:
      return (
        <a href={contactHref(contact)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          @{contact.value.replace(/^@/, '')}
        </a>
      );
    case ContactType.PHONE:
      return (
        <a href={contactHref(contact)} className={linkClass}>
          {formatPhone(contact.value)}
        </a>
      );
    case ContactType.EMAIL:
      return (
        <a href={contactHref(contact)} className={linkClass}>
          {contact.value}
        </a>
      );
  }
}

export type ContactLinksProps = { contacts: readonly Contact[]; className?: string };

/**
 * Contacts of a person, a place or an organisation, each a link of its kind by the domain's rules: a phone calls
 * (tel:), an email writes (mailto:), Telegram opens t.me, a site opens as it is; free text stays text.
 */
export function ContactLinks({ contacts, className }: ContactLinksProps) {
  return (
    <ul className={cn('flex flex-col gap-3', className)}>
      {contacts.map((contact, index) => (
        <li key={`${contact.type}-${contact.value}-${String(index)}`} className="flex flex-col gap-0.5">
          <span className="text-sm text-muted-foreground">{CONTACT_TYPE_LABELS[contact.type]}</span>
          <span className="break-words">
            <ContactLink contact={contact} />
            {contact.description === undefined || contact.description === '' ? null : (
              <span className="text-muted-foreground"> — {contact.description}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
