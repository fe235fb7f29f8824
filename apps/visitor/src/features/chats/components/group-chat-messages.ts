import { CHAT_GROUP_MAX_MEMBERS, quoted } from '@mesto/domain';

// The Russian texts of group chats in the visitor app (creating, settings, deleting, leaving), in one place so they
// can be reviewed in one sitting. The chats screen's own texts are in @mesto/app-shell.

export const groupChatMessages = {
  create: {
    button: 'Новая группа',
    title: 'Новая группа',
    description: 'Назовите группу и добавьте людей. Позже их можно поменять в настройках чата.',
    submit: 'Создать',
    done: 'Группа создана',
  },
  settings: {
    button: 'Настройки',
    title: 'Настройки группы',
    description: 'Название и участники группы. Вы в ней всегда: вы её создали.',
    submit: 'Сохранить',
    done: 'Изменения сохранены',
  },
  form: {
    label: 'Группа',
    title: 'Название',
    titlePlaceholder: 'Например: «Походы по выходным»',
    members: 'Участники',
    cancel: 'Отмена',
    loadFailed: 'Не удалось открыть форму',
    tooManyMembers: `В группе может быть не больше ${CHAT_GROUP_MAX_MEMBERS} человек, вместе с вами`,
  },
  picker: {
    placeholder: 'Имя или @username',
    hint: 'Найдите людей по имени: хотя бы 2 буквы',
    full: `Больше добавить нельзя: в группе не больше ${CHAT_GROUP_MAX_MEMBERS} человек`,
    searching: 'Ищем…',
    nobody: 'Никого не нашлось',
    nobodyNew: 'Все, кто нашёлся, уже в группе',
    failed: 'Не удалось найти: попробуйте ещё раз',
    results: 'Найденные люди',
    picked: 'Кто будет в группе',
    none: 'Пока никого, кроме вас',
    remove: (name: string) => `Убрать ${name}`,
  },
  actions: {
    menu: 'Действия с чатом',
    delete: 'Удалить чат',
    leave: 'Выйти из чата',
  },
  remove: {
    title: (title: string) => `Удалить чат ${quoted(title)}?`,
    description: 'Переписка пропадёт у всех участников. Вернуть её будет нельзя.',
    cancel: 'Не удалять',
    confirm: 'Удалить',
    done: 'Чат удалён',
  },
  leave: {
    title: (title: string) => `Выйти из чата ${quoted(title)}?`,
    description:
      'Вы перестанете видеть его сообщения. Вернуться можно, только если создатель группы снова добавит вас.',
    cancel: 'Остаться',
    confirm: 'Выйти',
    done: 'Вы вышли из чата',
  },
} as const;
