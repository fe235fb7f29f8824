// What the opinions and feedbacks API says to a person, in one place.

export const opinionMessages = {
  chooseSubject: 'Выберите место или событие, о котором отзыв',
  oneSubject: 'Отзыв бывает либо о месте, либо о событии: выберите что-то одно',
  placeNotFound: 'Место не найдено',
  eventNotFound: 'Событие не найдено',
  subjectFixed: 'Отзыв нельзя перенести на другое место или событие: напишите новый',
  opinionNotFound: 'Отзыв не найден',
  answerNotFound: 'Ответа на этот отзыв ещё нет: напишите его',
  opinionFixed: 'Ответ нельзя перенести на другой отзыв',
  notYourOpinion: 'Изменять отзыв может только его автор',
  notYourBusiness: 'Отвечать на отзыв может только команда организации, о месте или событии которой он написан',
  notYourAnalysis: 'Разбор отзыва доступен его автору и команде организации, о которой он написан',
  notAnalysed: 'Не удалось разобрать отзыв: попробуйте позже',
} as const;
