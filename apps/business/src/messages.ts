// Every Russian text of the business panel, in one place so it can be reviewed and changed in one sitting.
// Product wording shared with the server (error catalogue, labels of enums) comes from @mesto/domain,
// the texts of shared components from @mesto/ui, and those of the shared frame (login form, menus, errors)
// from @mesto/app-shell.

import { shellMessages } from './shell-messages.ts';

export const messages = {
  ...shellMessages,
  auth: {
    login: {
      title: 'Вход в бизнес-панель',
      description: 'Для команд заведений и администраторов «Места».',
    },
  },
  users: {
    search: 'Найти пользователя',
    searchPlaceholder: 'Имя или имя пользователя',
    results: 'Пользователи',
    loading: 'Ищем пользователей…',
    nobodyFound: 'Никого не нашли',
    nobodyFoundHint: 'Проверьте, нет ли опечатки, или поищите по имени пользователя.',
    nobodyYet: 'Пользователей пока нет',
    loadFailed: 'Не удалось загрузить пользователей',
    retry: 'Повторить',
    pick: 'Выберите пользователя в списке, чтобы изменить его права.',
    userNotFound: 'Такого пользователя нет',
    userLoadFailed: 'Не удалось загрузить пользователя',
    roles: 'Права',
    form: (name: string) => `Права пользователя ${name}`,
    submit: 'Сохранить',
    saved: 'Права сохранены',
    ownRoot: 'Свои права администратора снять нельзя: это может сделать другой администратор.',
    rootOnly: 'Выдавать и снимать права может только администратор «Места».',
    rootOnlyHint: 'Если права нужны вам или коллеге, обратитесь к администратору.',
  },
  screens: {
    home: {
      title: 'Обзор',
      description: 'Ваши организации, их места и события — и что стоит поправить.',
    },
    chats: {
      title: 'Чаты',
      description: 'Переписка гостей с вашими заведениями: отвечайте от имени команды',
      organisation: 'Организация',
      noOrganisations: 'Вы пока не состоите в команде ни одной организации',
      noOrganisationsHint: 'Чаты с гостями появятся, когда администратор добавит вас в команду организации.',
      empty: 'Гости ещё не писали. Их сообщения появятся здесь, как только кто-нибудь напишет заведению.',
    },
    events: {
      title: 'События',
      description: 'Ближайшие события ваших организаций: каждое повторение серии — отдельной строкой.',
    },
    eventEditor: {
      title: 'Редактор события',
      description: 'Время по часам места, цена, теги, обложка и повторы.',
    },
    newEvent: {
      title: 'Новое событие',
      description: 'Место, время по его часам, цена, теги, обложка и повторы.',
    },
    eventLists: {
      title: 'Подборки событий',
      description: 'Подборки событий ваших организаций: афиши площадок и тематические списки.',
    },
    eventListEditor: {
      title: 'Редактор подборки',
      description: 'Название, описание, организация и место подборки.',
    },
    places: {
      title: 'Места',
      description: 'Места ваших организаций: адрес и статус меняются прямо в списке.',
    },
    placeEditor: {
      title: 'Редактор места',
      description: 'Адрес, точка на карте, часы работы, контакты, фото, теги и особенности.',
    },
    organisations: {
      title: 'Организации',
      description: 'Организации, в команды которых вы входите.',
      rootDescription: 'Все организации города: ищите по названию.',
    },
    organisationEditor: {
      title: 'Редактор организации',
      description: 'Название, логотип, контакты и команда организации.',
    },
    newEventList: {
      title: 'Новая подборка событий',
      description: 'Подборка собирает события организации или одного её места.',
    },
    newOrganisation: {
      title: 'Новая организация',
      description: 'Вы станете её владельцем и сможете собрать команду.',
    },
    newPlace: {
      title: 'Новое место',
      description: 'Адрес, часовой пояс, часы работы и контакты.',
    },
    adminRights: {
      title: 'Права администратора',
      description: 'Найдите человека и выдайте или снимите права администратора или модератора.',
    },
    announcements: {
      title: 'Внешние анонсы',
      description: 'Посты о событиях из каналов и с сайтов: разбор, проверка черновика и публикация.',
    },
    sources: {
      title: 'Источники',
      description: 'Каналы, календари, ленты и сайты ваших мест: события из них приходят сами.',
    },
    newSource: {
      title: 'Подключить источник',
      description: 'Укажите адрес, проверьте, что из него прочитается, и подключите.',
    },
    source: {
      title: 'Источник',
      description: 'Что источник прислал и чем это стало; доверие, частота и место.',
    },
    features: {
      title: 'Особенности мест',
      description: 'Справочник особенностей — веранда, живая музыка и другие — общий для всех мест и событий.',
    },
    opinions: {
      title: 'Мнения',
      description: 'Мнения гостей о местах и событиях ваших организаций: отвечайте прямо здесь.',
    },
    moderation: {
      title: 'Модерация',
      description: 'Жалобы на мнения, комнаты, сообщения и профили: самое обсуждаемое первым.',
    },
  },
} as const;
