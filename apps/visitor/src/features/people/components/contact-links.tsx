import type { PublicUser } from '@mesto/api-client';
import { CONTACT_TYPE_LABELS, ContactType, contactHref, formatPhone } from '@mesto/domain';

type Contact = PublicUser['contacts'][number];

// The domain gives sites as stored; a bare `mesto.ru` needs a scheme to be a link at all.
function siteHref(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

function ContactLink({ contact }: { contact: Contact }) {
  switch (contact.type) {
    case ContactType.OTHER:
      return <span>{contact.value}</span>;
    case ContactType.SITE:
      return (
        <a href={siteHref(contact.value)} target="_blank" rel="noopener noreferrer" className="text-primary underline">
          {contact.value}
        </a>
      );
    case ContactType.TELEGRAM:
      return (
        <a href={contactHref(contact)} target="_blank" rel="noopener noreferrer" className="text-primary underline">
          @{contact.value}
        </a>
      );
    case ContactType.PHONE:
      return (
        <a href={contactHref(contact)} className="text-primary underline">
          {formatPhone(contact.value)}
        </a>
      );
    case ContactType.EMAIL:
      return (
        <a href={contactHref(contact)} className="text-primary underline">
          {contact.value}
        </a>
      );
  }
}

/** A person's contacts, each a link of its kind (call, write, open), with the type and the note beside it. */
export function ContactLinks({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {contacts.map((contact, index) => (
        <li key={`${contact.type}-${contact.value}-${String(index)}`} className="flex flex-col gap-0.5">
          <span className="text-sm text-muted-foreground">{CONTACT_TYPE_LABELS[contact.type]}</span>
          <span className="break-words">
            <ContactLink contact={contact} />
            {contact.description === undefined ? null : (
              <span className="text-muted-foreground"> — {contact.description}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
