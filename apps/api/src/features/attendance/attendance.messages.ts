// What people read when a mark on an event goes wrong, in one place for review.

export const attendanceMessages = {
  eventNotFound: 'Событие не найдено',
} as const;
