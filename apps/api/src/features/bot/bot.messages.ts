// What the API's bot routes say, in one place (the bot itself words its own answers in apps/bot).

export const botMessages = {
  bindingUnknown: 'Ссылка привязки не найдена: получите новую в профиле на сайте',
  bindingExpired: 'Ссылка привязки устарела: получите новую в профиле на сайте',
  bindingUsed: 'Эта ссылка привязки уже использована: получите новую в профиле на сайте',
  telegramTaken: 'Этот Telegram-аккаунт уже привязан к другому пользователю Места: сначала отвяжите его там',
  lastSignIn:
    'Telegram — единственный способ войти в этот аккаунт: сначала задайте пароль в профиле на сайте, потом отвяжите Telegram',
  notBound: 'Telegram-аккаунт не привязан к пользователю Места',
  announcementForbidden: 'Присылать анонсы могут только сотрудники, которые разбирают внешние анонсы',
} as const;
