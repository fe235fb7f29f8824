// What the opinions and feedbacks API says to a person, in one place.

export const opinionMessages = {
  chooseSubject: 'Выберите место или событие, о котором ваше мнение',
  oneSubject: 'Мнение бывает либо о месте, либо о событии: выберите что-то одно',
  placeNotFound: 'Место не найдено',
  eventNotFound: 'Событие не найдено',
  subjectFixed: 'Мнение нельзя перенести на другое место или событие: напишите новый',
  opinionNotFound: 'Мнение не найдено',
  answerNotFound: 'Ответа на это мнение ещё нет: напишите его',
  opinionFixed: 'Ответ нельзя перенести на другое мнение',
  notYourOpinion: 'Изменять мнение может только его автор',
  notYourBusiness: 'Отвечать на мнение может только команда организации, о месте или событии которой он написан',
  notYourAnalysis: 'Разбор мнения доступен его автору и команде организации, о которой оно написано',
  notAnalysed: 'Не удалось разобрать мнение: попробуйте позже',
} as const;
