import { ContactType } from './enums.ts';
import { normalizePhone, WRONG_PHONE_NUMBER, WRONG_PHONE_NUMBER_MESSAGE } from './phone.ts';
import type { DomainError, Result } from './result.ts';
import { fail, ok } from './result.ts';

export type Contact = { type: ContactType; value: string; description?: string | undefined };

export const WRONG_SITE = 'WRONG_SITE';
export const WRONG_EMAIL = 'WRONG_EMAIL';
export const EMPTY_CONTACT = 'EMPTY_CONTACT';

const WRONG_SITE_MESSAGE = 'Неверный адрес сайта, например mesto.ru';
export const WRONG_EMAIL_MESSAGE = 'Неверный адрес почты, например name@mesto.ru';
export const EMPTY_CONTACT_MESSAGE = 'Контакт не может быть пустым';

// Deliberately loose: a site only needs "text.text" somewhere at the start, so schemes and paths pass.
const SITE_PATTERN = /^[^\s.]+(\.[^\s.]+)+/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Canonical form of a contact value; safe to apply repeatedly. */
export function normalizeContactValue(type: ContactType, value: string): string {
  switch (type) {
    case ContactType.PHONE: {
      // An invalid phone stays as typed so the user can see and fix it.
      const phone = normalizePhone(value);
      return phone.ok ? phone.value : value.trim();
    }
    case ContactType.TELEGRAM:
      // People paste "@name"; links are built from the bare name.
      return value.replace(/[@\s]/g, '');
    case ContactType.SITE:
    case ContactType.EMAIL:
      return value.replace(/\s/g, '');
    case ContactType.OTHER:
      return value.trim();
  }
}

/** Returns the contact with its value normalised, or the first rule it breaks. */
export function validateContact(contact: Contact): Result<Contact> {
  const value = normalizeContactValue(contact.type, contact.value);
  const normalized: Contact = { ...contact, value };
  switch (contact.type) {
    case ContactType.PHONE:
      return normalizePhone(value).ok ? ok(normalized) : fail(WRONG_PHONE_NUMBER, WRONG_PHONE_NUMBER_MESSAGE);
    case ContactType.SITE:
      return SITE_PATTERN.test(value) ? ok(normalized) : fail(WRONG_SITE, WRONG_SITE_MESSAGE);
    case ContactType.EMAIL:
      return EMAIL_PATTERN.test(value) ? ok(normalized) : fail(WRONG_EMAIL, WRONG_EMAIL_MESSAGE);
    case ContactType.TELEGRAM:
    case ContactType.OTHER:
      return value === '' ? fail(EMPTY_CONTACT, EMPTY_CONTACT_MESSAGE) : ok(normalized);
  }
}

/** Link target for a contact. SITE and OTHER are returned as stored: the UI decides how to show them. */
export function contactHref(contact: Contact): string {
  const value = normalizeContactValue(contact.type, contact.value);
  switch (contact.type) {
    case ContactType.PHONE: {
      const phone = normalizePhone(value);
      return phone.ok ? `tel:+${phone.value}` : `tel:${value}`;
    }
    case ContactType.EMAIL:
      return `mailto:${value}`;
    case ContactType.TELEGRAM:
      return `https://t.me/${value}`;
    case ContactType.SITE:
    case ContactType.OTHER:
      return contact.value;
  }
}

export type ContactError = DomainError & { index: number };

export type ContactsValidation = { ok: true; value: Contact[] } | { ok: false; errors: ContactError[] };

/** Validates a whole list, reporting every broken contact with its position (forms highlight each row). */
export function validateContacts(contacts: readonly Contact[]): ContactsValidation {
  const value: Contact[] = [];
  const errors: ContactError[] = [];
  contacts.forEach((contact, index) => {
    const result = validateContact(contact);
    if (result.ok) value.push(result.value);
    else errors.push({ index, ...result.error });
  });
  return errors.length === 0 ? { ok: true, value } : { ok: false, errors };
}
