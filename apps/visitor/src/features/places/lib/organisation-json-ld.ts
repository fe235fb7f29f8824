import type { components } from '@mesto/api-client';
import { ContactType } from '@mesto/domain';

type Organisation = components['schemas']['Organisation'];

/** schema.org/Organization of an organiser: name, description, phone, email and its sites and channels. */
export function organisationJsonLd(organisation: Organisation, page: string) {
  const phone = organisation.contacts.find((contact) => contact.type === ContactType.PHONE);
  const email = organisation.contacts.find((contact) => contact.type === ContactType.EMAIL);
  const links = organisation.contacts.flatMap((contact) => {
    if (contact.type === ContactType.SITE) return [contact.value];
    if (contact.type === ContactType.TELEGRAM) return [`https://t.me/${contact.value.replace(/^@/, '')}`];
    return [];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organisation.name,
    ...(organisation.description.trim() === '' ? {} : { description: organisation.description }),
    url: page,
    ...(phone === undefined ? {} : { telephone: `+${phone.value.replace(/\D/g, '')}` }),
    ...(email === undefined ? {} : { email: email.value }),
    ...(links.length === 0 ? {} : { sameAs: links }),
  };
}
