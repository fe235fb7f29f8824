import { ChatType, OPINION_TAGS, WEEKDAYS } from '@mesto/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../features/auth/passwords.ts';
import { replaceOccurrences } from '../features/events/events.service.ts';
import { processPlace } from '../features/places/places.service.ts';
import type { Database } from './client.ts';
import * as t from './schema.ts';
import {
  CITY,
  DEMO_PASSWORDS,
  EVENT_TITLES,
  FEATURES,
  MESSAGES,
  OPINION_TEXTS,
  ORGANISATIONS,
  PLACE_TAG_SETS,
  PLACES,
  random,
  USERS,
} from './seed-data.ts';

const SEED_MARKER = 'demo-seed';

/** Minute of the day of an instant in the demo city's zone (Moscow has no DST: UTC+3). */
const moscowMinute = (date: Date) => (date.getUTCHours() * 60 + date.getUTCMinutes() + 180) % 1440;

/** Loads the demo city into an empty database. Idempotent: a database that has the marker is left alone. */
export async function seedIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  const [marker] = await db.select().from(t.appMeta).where(eq(t.appMeta.key, SEED_MARKER));
  if (marker) return false;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(t.users);
  if (count > 0) return false;

  // Hashing is slow; do it before the transaction so the database is locked only for the inserts.
  const [adminHash, businessHash, userHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.admin),
    hashPassword(DEMO_PASSWORDS.business),
    hashPassword(DEMO_PASSWORDS.user),
  ]);
  const rnd = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(t.appMeta)
      .values({ key: SEED_MARKER, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;

    const features = await tx
      .insert(t.features)
      .values(FEATURES.map(([name, icon]) => ({ name, icon })))
      .returning();

    const [admin, business, ...people] = await tx
      .insert(t.users)
      .values([
        {
          code: '10000001',
          username: 'admin',
          displayName: 'Администратор Места',
          email: 'admin@mesto.example',
          permissions: ['ROOT'],
          passwordHash: adminHash,
        },
        {
          code: '20000001',
          username: 'business',
          displayName: 'Ксения Бизнесова',
          email: 'business@mesto.example',
          phone: '79001234567',
          permissions: ['BUSINESS_PANEL', 'EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT'],
          passwordHash: businessHash,
          contacts: [{ type: 'TELEGRAM' as const, value: 'mesto_business' }],
        },
        ...USERS.map(([username, displayName, gender], index) => ({
          code: `3${String(index + 1).padStart(7, '0')}`,
          username,
          displayName,
          gender,
          about: 'Люблю хорошую музыку и новые места.',
          passwordHash: userHash,
          favoriteFeatureIds: [features[index % features.length]?.id as string],
        })),
      ])
      .returning();
    if (!admin || !business) throw new Error('demo users were not created');

    const organisations = await tx
      .insert(t.organisations)
      .values(
        ORGANISATIONS.map(([name, description], index) => ({
          code: `org${String(index + 1).padStart(5, '0')}`,
          name,
          description,
          contacts: [
            { type: 'PHONE' as const, value: `7831${String(2000000 + index * 1111).slice(0, 7)}` },
            { type: 'SITE' as const, value: `https://org${index + 1}.mesto.example` },
          ],
        })),
      )
      .returning();

    await tx.insert(t.userOrganisationBinds).values([
      ...organisations.slice(0, 4).map((organisation) => ({
        userId: business.id,
        organisationId: organisation.id,
        kind: 'DEFAULT' as const,
      })),
      ...organisations.slice(0, 3).map((organisation, index) => ({
        userId: people[index]?.id as string,
        organisationId: organisation.id,
        kind: 'TEAM' as const,
      })),
    ]);

    const places = await tx
      .insert(t.places)
      .values(
        PLACES.map((place, index) => {
          const opens = 8 * 60 + (index % 5) * 60;
          const closes = index % 3 === 0 ? 120 : 23 * 60;
          return {
            code: `place${String(index + 1).padStart(3, '0')}`,
            organisationId: organisations[index % organisations.length]?.id ?? null,
            name: place.name,
            description: `${place.name} — одно из любимых мест горожан в центре.`,
            address: `${CITY.name}, ${place.address}`,
            latitude: Number((CITY.latitude + (rnd() - 0.5) * 0.06).toFixed(6)),
            longitude: Number((CITY.longitude + (rnd() - 0.5) * 0.1).toFixed(6)),
            timeZone: CITY.timeZone,
            schedule: WEEKDAYS.map((weekday) => ({ weekday, from: opens, to: closes })),
            tags: [...(PLACE_TAG_SETS[index % PLACE_TAG_SETS.length] ?? [])],
            featureIds: features.filter((_, featureIndex) => (featureIndex + index) % 4 === 0).map((f) => f.id),
            contacts: [
              { type: 'PHONE' as const, value: `7831${String(4000000 + index * 1234).slice(0, 7)}` },
              { type: 'TELEGRAM' as const, value: `place_${index + 1}` },
            ],
          };
        }),
      )
      .returning();

    const eventLists = await tx
      .insert(t.eventLists)
      .values(
        organisations.flatMap((organisation, index) => [
          {
            code: `list${String(index * 2 + 1).padStart(4, '0')}`,
            organisationId: organisation.id,
            placeId: places[index]?.id ?? null,
            name: `Афиша: ${organisation.name}`,
            description: 'Все события площадки на месяц вперёд',
          },
          {
            code: `list${String(index * 2 + 2).padStart(4, '0')}`,
            organisationId: organisation.id,
            placeId: null,
            name: `Лучшее от «${organisation.name.replace(/[«»]/g, '')}»`,
            description: 'Подборка, которую мы советуем',
          },
        ]),
      )
      .returning();

    // 170 events over the next 30 days, spread over morning, afternoon and evening.
    const startHours = [9, 10, 11, 13, 15, 16, 18, 19, 20, 21, 22];
    const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 3 * 3600 * 1000;
    const eventRows = Array.from({ length: 170 }, (_, index) => {
      const place = places[index % places.length] as (typeof places)[number];
      const day = index % 30;
      const hour = startHours[index % startHours.length] as number;
      const startsAt = new Date(dayStart + (day * 24 + hour) * 3600 * 1000 + (index % 2) * 30 * 60 * 1000);
      const list = eventLists.find((candidate) => candidate.organisationId === place.organisationId);
      return {
        code: `ev${String(index + 1).padStart(5, '0')}`,
        eventListId: list?.id ?? null,
        placeId: place.id,
        organisationId: place.organisationId,
        title: `${EVENT_TITLES[index % EVENT_TITLES.length]} в «${place.name.replace(/^[^«]*«|»$/g, '')}»`,
        description: 'Приходите заранее: мест немного. Подробности у организатора.',
        startsAt,
        endsAt: new Date(startsAt.getTime() + (2 + (index % 3)) * 3600 * 1000),
        startMinute: moscowMinute(startsAt),
        price: index % 4 === 0 ? 0 : 300 + (index % 7) * 150,
        tags: [...(PLACE_TAG_SETS[index % PLACE_TAG_SETS.length] ?? [])],
        featureIds: place.featureIds.slice(0, 2),
        timeZone: place.timeZone,
        // Every tenth event is a weekly series on its own weekday for four weeks.
        ...(index % 10 === 0
          ? {
              repeatWeekdays: [
                WEEKDAYS[(new Date(startsAt.getTime() + 3 * 3600 * 1000).getUTCDay() + 6) % 7] as string,
              ],
              repeatUntil: new Date(startsAt.getTime() + 28 * 24 * 3600 * 1000),
            }
          : {}),
      };
    });
    const events = await tx.insert(t.events).values(eventRows).returning();
    await replaceOccurrences(tx as unknown as Database, events);

    // One opinion per author per place or event, about a place or (every fifth) about an event.
    const subjects = new Set<string>();
    const opinionRows = Array.from({ length: 64 }, (_, index) => {
      const authorId = (people[index % people.length] as (typeof people)[number]).id;
      const eventId = index % 5 === 0 ? ((events[index] as (typeof events)[number] | undefined)?.id ?? null) : null;
      const placeId = eventId ? null : (places[(index * 3) % places.length] as (typeof places)[number]).id;
      const key = `${authorId}:${placeId ?? eventId}`;
      if (subjects.has(key)) return null;
      subjects.add(key);
      return {
        code: `op${String(index + 1).padStart(5, '0')}`,
        authorId,
        placeId,
        eventId,
        rating: 3 + (index % 3),
        text: pick(OPINION_TEXTS),
        tags: [OPINION_TAGS[index % OPINION_TAGS.length] as string],
        visibility: index % 9 === 0 ? ('FRIENDS' as const) : ('PUBLIC' as const),
      };
    }).filter((row) => row !== null);
    await tx.insert(t.opinions).values(opinionRows);

    // Ratings, opinion tags and upcoming events of every place, as places/process computes them.
    for (const place of places) await processPlace(tx as unknown as Database, place.id);

    // Ordinary users follow each other in a ring and both neighbours, so FRIENDS visibility has friends.
    await tx.insert(t.userSubscriptions).values([
      ...people.flatMap((person, index) => [
        { subscriberId: person.id, userId: (people[(index + 1) % people.length] as typeof person).id },
        {
          subscriberId: person.id,
          userId: (people[(index + people.length - 1) % people.length] as typeof person).id,
        },
      ]),
      ...people.slice(0, 5).map((person, index) => ({
        subscriberId: person.id,
        placeId: (places[index] as (typeof places)[number]).id,
      })),
    ]);

    await tx.insert(t.userVisits).values(
      people.slice(0, 4).map((person, index) => ({
        userId: person.id,
        placeId: (places[index] as (typeof places)[number]).id,
        startedAt: new Date(now.getTime() - 30 * 60 * 1000),
        expiresAt: new Date(now.getTime() + 90 * 60 * 1000),
      })),
    );

    const chats = await tx
      .insert(t.chats)
      .values([
        { type: ChatType.GROUP, title: 'Джаз по четвергам', ownerId: people[0]?.id ?? null, lastMessageAt: now },
        {
          type: ChatType.PRIVATE,
          title: '',
          privateKey: [people[0]?.id, people[1]?.id].sort().join(':'),
          lastMessageAt: now,
        },
        // A guest's question to «Волжские кофейни», waiting for its team (the demo business user) to answer.
        {
          type: ChatType.PRIVATE,
          title: '',
          organisationId: organisations[0]?.id ?? null,
          privateKey: `organisation:${organisations[0]?.id}:${people[2]?.id}`,
          lastMessageAt: now,
        },
      ])
      .returning();
    const [groupChat, privateChat, supportChat] = chats as [
      (typeof chats)[number],
      (typeof chats)[number],
      (typeof chats)[number],
    ];
    await tx
      .insert(t.chatMembers)
      .values([
        ...people.slice(0, 5).map((person) => ({ chatId: groupChat.id, userId: person.id })),
        { chatId: privateChat.id, userId: (people[0] as (typeof people)[number]).id },
        { chatId: privateChat.id, userId: (people[1] as (typeof people)[number]).id },
        { chatId: supportChat.id, userId: (people[2] as (typeof people)[number]).id },
      ]);
    await tx.insert(t.messages).values(
      MESSAGES.map((text, index) => ({
        chatId: groupChat.id,
        authorId: (people[index % 5] as (typeof people)[number]).id,
        text,
        createdAt: new Date(now.getTime() - (MESSAGES.length - index) * 60 * 1000),
      })),
    );
    await tx.insert(t.messages).values([
      { chatId: privateChat.id, authorId: people[0]?.id ?? null, text: 'Идём завтра на квиз?' },
      {
        chatId: supportChat.id,
        authorId: people[2]?.id ?? null,
        text: 'Здравствуйте! Найдётся столик на шестерых в субботу вечером?',
      },
    ]);

    for (const [index, owner] of people.slice(0, 6).entries()) {
      const event = events[index * 7] as (typeof events)[number];
      const [chat] = await tx
        .insert(t.chats)
        .values({ type: ChatType.ROOM, title: `Компания на «${event.title}»` })
        .returning();
      const [room] = await tx
        .insert(t.rooms)
        .values({
          code: `room${String(index + 1).padStart(4, '0')}`,
          ownerId: owner.id,
          placeId: event.placeId,
          eventId: event.id,
          title: `Ищем компанию: ${event.title}`,
          description: 'Собираемся у входа за 15 минут до начала.',
          startsAt: event.startsAt,
          capacity: 6,
          chatId: chat?.id ?? null,
        })
        .returning();
      const participants = [owner, people[(index + 1) % people.length] as typeof owner];
      await tx
        .insert(t.roomParticipants)
        .values(participants.map((person) => ({ roomId: room?.id as string, userId: person.id })));
      await tx
        .insert(t.chatMembers)
        .values(participants.map((person) => ({ chatId: chat?.id as string, userId: person.id })));
    }
  });
  return true;
}
