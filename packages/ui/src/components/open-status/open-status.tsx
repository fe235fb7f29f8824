import { formatCount, formatMinute, type OpeningStatus, WEEKDAY_SHORT_LABELS } from '@mesto/domain';
import { Tag, type TagTone } from '../tag/tag.tsx';
import { openStatusMessages as text } from './messages.ts';

/** The words of a status: «Открыто до 23:00», «Закрывается через 20 минут», «Откроется завтра в 10:00»… */
export function openStatusText(status: OpeningStatus): string {
  switch (status.state) {
    case 'open':
      return text.openUntil(formatMinute(status.closesAt));
    case 'open-all-day':
      return text.allDay;
    case 'closing-soon':
      return text.closingIn(formatCount(status.minutesLeft, text.minutes));
    case 'opens':
      if (status.day === 'today') return text.opensToday(formatMinute(status.at));
      if (status.day === 'tomorrow') return text.opensTomorrow(formatMinute(status.at));
      return text.opensOn(WEEKDAY_SHORT_LABELS[status.day].toLowerCase(), formatMinute(status.at));
    case 'closed':
      return text.closed;
  }
}

const toneOf = (status: OpeningStatus): TagTone =>
  status.state === 'open' || status.state === 'open-all-day'
    ? 'success'
    : status.state === 'closing-soon'
      ? 'warn'
      : 'neutral';

export type OpenStatusProps = {
  /** The place's status now by its own clock (`openingStatusAt` of @mesto/domain). */
  status: OpeningStatus;
  className?: string;
};

/** Open (green), closing within the hour (amber), or closed with when it opens (grey). */
export function OpenStatus({ status, className }: OpenStatusProps) {
  return (
    <Tag tone={toneOf(status)} className={className} wrap>
      {openStatusText(status)}
    </Tag>
  );
}
