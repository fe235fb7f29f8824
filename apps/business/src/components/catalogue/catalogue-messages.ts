import { quoted } from '@mesto/domain';
// The Russian texts the catalogue screens share (loading, retry, read-only, the organisation filter). Each screen's
// own texts live beside it in its feature's `messages.ts`.

export const catalogueMessages = {
  loading: 'Загружаем…',
  retry: 'Повторить',
  loadFailedHint: 'Проверьте соединение и попробуйте ещё раз.',
  allOrganisations: 'Все мои организации',
  everyOrganisation: 'Все организации',
  organisation: 'Организация',
  status: 'Статус',
  anyStatus: 'Любой статус',
  noOrganisations: 'Вы пока не состоите ни в одной организации',
  noOrganisationsHint: 'Создайте организацию — и добавляйте её места, подборки и события.',
  createOrganisation: 'Создать организацию',
  features: {
    loading: 'Загружаем особенности…',
    loadFailed: 'Не удалось загрузить особенности',
    none: 'Особенностей пока нет: добавьте первую.',
    add: 'Добавить особенность',
    name: 'Название новой особенности',
    placeholder: 'Например, «Камин»',
    create: 'Добавить',
    cancel: 'Отмена',
    added: (name: string) => `Особенность ${quoted(name)} добавлена и отмечена`,
  },
} as const;
