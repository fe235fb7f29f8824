import { randomUUID } from 'node:crypto';
import {
  ChatType,
  isOpenAt,
  localClockInZone,
  minuteOfDayInZone,
  type ScheduleInterval,
  wallClockAt,
} from '@mesto/domain';
import { builtinProvider, type TextIntelligence } from '@mesto/text-intelligence';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { replaceOccurrences } from '../features/events/events.service.ts';
import type { FileStorage } from '../features/files/storage.ts';
import { processPlace, summariseOpinions } from '../features/places/places.service.ts';
import { demoAnnouncementRows } from './announcements.ts';
import {
  CITY,
  DEMO_PASSWORDS,
  type DemoReview,
  EVENT_TEMPLATES,
  type EventTemplate,
  type EventTemplateId,
  FEATURES,
  hoursOf,
  MESSAGES,
  ORGANISATIONS,
  PLACE_ESSENTIALS,
  PLACES,
  TICKETED_PLACES,
  ticketUrlOf,
  USERS,
} from './data.ts';
import { opinionsAbout } from './opinions.ts';
import { PICTURES, type Picture, type StoredPicture, storePictures } from './pictures.ts';
import { planEvents } from './plan.ts';

const SEED_MARKER = 'demo-seed';
const DAY_MS = 24 * 3600 * 1000;

export type SeedOptions = {
  /** The moment the demo city is built around (events in the next 30 days, check-ins happening now). */
  now?: Date;
  /** Where the demo pictures go; without it places and events have none (tests that do not look at them). */
  storage?: FileStorage;
  /**
   * Reads the opinions for each place's «Что говорят», as `places/process/{id}` does; the built-in reader when absent
   * (a model would keep the first start waiting on hundreds of opinions).
   */
  intelligence?: TextIntelligence;
};

/** An event's title with its place's short name: «Мастер-класс по латте-арту в «Зерно»». */
function eventTitle(title: string, placeName: string): string {
  // Reads the seed's own place names (constants of this file, a few dozen characters), never anyone's input.
  // eslint-disable-next-line regexp/no-super-linear-move
  const quoted = /«(.+)»$/.exec(placeName)?.[1];
  return quoted ? `${title} в «${quoted}»` : `${title} — ${placeName}`;
}

/** Loads the demo city into an empty database. Idempotent: a database that has the marker is left alone. */
export async function seedIfEmpty(
  db: Database,
  { now = new Date(), storage, intelligence = builtinProvider }: SeedOptions = {},
): Promise<boolean> {
  const [marker] = await db.select().from(t.appMeta).where(eq(t.appMeta.key, SEED_MARKER));
  if (marker) return false;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(t.users);
  if (count > 0) return false;

  // Pictures are drawn and encoded off the main thread while the inserts run; their files are inserted just before
  // the first row that needs them to exist (places only list their ids).
  const pictureIds = new Map(PICTURES.map((picture) => [picture, randomUUID()]));
  const month = wallClockAt(now.getTime(), CITY.timeZone).month;
  const pictures: Promise<StoredPicture[]> = storage
    ? storePictures(storage, PICTURES, month, (picture) => pictureIds.get(picture) as string)
    : Promise.resolve([]);
  // A failure is reported where the pictures are awaited, not as an unhandled rejection if the seed stops earlier.
  pictures.catch(() => undefined);
  const photosOf = (wanted: readonly Picture[]) =>
    storage ? wanted.map((picture) => pictureIds.get(picture) as string) : [];
  // Hashing is slow; do it before the transaction so the database is locked only for the inserts.
  const [adminHash, businessHash, userHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.admin),
    hashPassword(DEMO_PASSWORDS.business),
    hashPassword(DEMO_PASSWORDS.user),
  ]);
  const plan = planEvents(now);

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

    // The city's people joined months ago, before anything they wrote (opinions go back 150 days): none of them is a
    // new account to the moderation brakes.
    const joinedAt = (index: number) => new Date(now.getTime() - (200 + index * 3) * DAY_MS);
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
          createdAt: joinedAt(100),
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
          createdAt: joinedAt(90),
        },
        ...USERS.map(([username, displayName, gender, about], index) => ({
          code: `3${String(index + 1).padStart(7, '0')}`,
          username,
          displayName,
          gender,
          about,
          passwordHash: userHash,
          favoriteFeatureIds: [features[index % features.length]?.id as string],
          createdAt: joinedAt(index),
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

    const featureId = new Map(features.map((feature) => [feature.name, feature.id]));
    const places = await tx
      .insert(t.places)
      .values(
        PLACES.map((place, index) => ({
          code: `place${String(index + 1).padStart(3, '0')}`,
          organisationId: organisations[place.organisation]?.id ?? null,
          name: place.name,
          description: place.description,
          address: `${CITY.name}, ${place.address}`,
          latitude: place.latitude,
          longitude: place.longitude,
          timeZone: CITY.timeZone,
          schedule: hoursOf(place.kind),
          tags: [...place.tags],
          featureIds: place.features.map((name) => featureId.get(name) as string),
          photoFileIds: photosOf(place.pictures),
          averageBill: PLACE_ESSENTIALS[place.name]?.averageBill ?? null,
          menuUrl: PLACE_ESSENTIALS[place.name]?.menuUrl ?? null,
          contacts: [
            { type: 'PHONE' as const, value: `7831${String(4000000 + index * 1234).slice(0, 7)}` },
            { type: 'TELEGRAM' as const, value: `place_${index + 1}` },
          ],
        })),
      )
      .returning();

    // The first list of an organisation is the programme of its first place; the second its picks from all.
    const eventLists = await tx
      .insert(t.eventLists)
      .values(
        organisations.flatMap((organisation, index) => [
          {
            code: `list${String(index * 2 + 1).padStart(4, '0')}`,
            organisationId: organisation.id,
            placeId: places.find((place) => place.organisationId === organisation.id)?.id ?? null,
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

    const stored = await pictures;
    if (stored.length > 0) {
      await tx.insert(t.files).values(
        stored.map(({ picture, ...file }) => ({
          ...file,
          ownerId: admin.id,
          mime: 'image/webp',
          originalName: `${picture}.webp`,
        })),
      );
    }

    const eventRows = plan.map((planned, index) => {
      const place = places[planned.place] as (typeof places)[number];
      const template = EVENT_TEMPLATES[planned.template];
      const list = eventLists.find((candidate) => candidate.organisationId === place.organisationId);
      const picture = template.picture ?? (PLACES[planned.place]?.pictures[0] as Picture);
      const code = `ev${String(index + 1).padStart(5, '0')}`;
      return {
        code,
        eventListId: list?.id ?? null,
        placeId: place.id,
        organisationId: place.organisationId,
        title: eventTitle(template.title, place.name),
        description: template.description,
        startsAt: planned.startsAt,
        endsAt: planned.endsAt,
        startMinute: minuteOfDayInZone(planned.startsAt, place.timeZone),
        price: planned.price,
        ticketUrl: planned.price > 0 && TICKETED_PLACES.has(place.name) ? ticketUrlOf(code) : null,
        tags: [...(template.tags ?? [])],
        featureIds: place.featureIds.slice(0, 2),
        // Most events have a cover; a few are announced without one, as organisers do.
        coverFileId: index % 8 === 7 ? null : (photosOf([picture])[0] ?? null),
        timeZone: place.timeZone,
        ...(planned.repeatUntil
          ? {
              repeatWeekdays: [localClockInZone(planned.startsAt, place.timeZone).weekday],
              repeatUntil: planned.repeatUntil,
            }
          : {}),
      };
    });
    const events = await tx.insert(t.events).values(eventRows).returning();
    await replaceOccurrences(tx as unknown as Database, events);

    // Opinions written over the last months, by people in turn (never twice about one place or event); the
    // organisation's team has answered some of them.
    const reviews: Array<{
      review: DemoReview;
      placeId: string | null;
      eventId: string | null;
      organisationId: string | null;
    }> = [
      ...PLACES.flatMap((place, index) =>
        opinionsAbout(place).map((review) => ({
          review,
          placeId: (places[index] as (typeof places)[number]).id,
          eventId: null,
          organisationId: (places[index] as (typeof places)[number]).organisationId,
        })),
      ),
      // Regulars write about a weekly series (a quiz, a jam) they have been going to.
      ...(Object.entries(EVENT_TEMPLATES) as Array<[EventTemplateId, EventTemplate]>).flatMap(([id, template]) => {
        const series = plan.findIndex((planned) => planned.template === id && planned.repeatUntil !== null);
        const event = events[series >= 0 ? series : plan.findIndex((planned) => planned.template === id)];
        if (!event || !template.reviews) return [];
        return template.reviews.map((review) => ({
          review,
          placeId: null,
          eventId: event.id,
          organisationId: event.organisationId,
        }));
      }),
    ];
    const writtenAt = (index: number) =>
      new Date(now.getTime() - (1 + ((index * 37) % 150)) * DAY_MS - (index % 12) * 3600_000);
    const opinions = await tx
      .insert(t.opinions)
      .values(
        reviews.map(({ review, placeId, eventId }, index) => ({
          code: `op${String(index + 1).padStart(5, '0')}`,
          authorId: (people[index % people.length] as (typeof people)[number]).id,
          placeId,
          eventId,
          rating: review.rating,
          text: review.text,
          tags: [...(review.tags ?? [])],
          visibility: index % 9 === 4 ? ('FRIENDS' as const) : ('PUBLIC' as const),
          createdAt: writtenAt(index),
          updatedAt: writtenAt(index),
        })),
      )
      .returning();
    const answers = reviews.flatMap(({ review, organisationId }, index) => {
      const opinion = opinions[index] as (typeof opinions)[number];
      if (!review.answer) return [];
      const answeredAt = new Date(Math.min(now.getTime(), opinion.createdAt.getTime() + (1 + (index % 3)) * DAY_MS));
      return [
        {
          opinionId: opinion.id,
          authorId: business.id,
          organisationId,
          text: review.answer.text,
          tags: [...(review.answer.tags ?? [])],
          createdAt: answeredAt,
          updatedAt: answeredAt,
        },
      ];
    });
    await tx.insert(t.feedbacks).values(answers);

    // Ratings, opinion tags and upcoming events of every place, and what people say about it (its opinions read and
    // summed up), as places/process computes them: a visitor sees «Что говорят» from the first start.
    for (const place of places) {
      await processPlace(tx as unknown as Database, place.id);
      await summariseOpinions(tx as unknown as Database, place.id, intelligence);
    }

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

    // Check-ins happening now, at places open now (any places in the small hours, when almost all are closed).
    const openNow = places.filter((place) => isOpenAt(place.schedule as ScheduleInterval[], now, place.timeZone));
    const visited = [...openNow, ...places.filter((place) => !openNow.includes(place))];
    await tx.insert(t.userVisits).values(
      people.slice(0, 4).map((person, index) => ({
        userId: person.id,
        placeId: (visited[index] as (typeof places)[number]).id,
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

    // Venues' posts waiting in the announcement managers' work stream (the business account is one of them).
    await tx.insert(t.externalEventAnnouncements).values(demoAnnouncementRows(now));
  });
  return true;
}
