// The Russian texts of PhotoGallery.
export const photoGalleryMessages = {
  /** The thumbnail's button: what opening it shows. */
  open: (alt: string) => `Открыть: ${alt}`,
  previous: 'Предыдущее фото',
  next: 'Следующее фото',
  /** The buttons' words on a phone, where the whole ones do not fit side by side. */
  previousShort: 'Предыдущее',
  nextShort: 'Следующее',
  /** «2 из 5» */
  position: (n: string, total: string) => `${n} из ${total}`,
  keys: 'Стрелки влево и вправо листают фото',
} as const;
