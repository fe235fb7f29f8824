import { paths } from '../../../config/paths.ts';
import { useUnansweredCount } from '../api/unanswered-count.ts';
import { dashboardMessages } from '../messages.ts';
import { WaitingCard } from './waiting-card.tsx';

const text = dashboardMessages.opinions;

/** How many guests' opinions still wait for an answer, with the way to them. */
export function UnansweredOpinions() {
  return (
    <WaitingCard
      title={text.title}
      count={useUnansweredCount()}
      text={{ ...text, none: text.allAnswered, some: text.unanswered, act: text.answer }}
      // The opinions screen with its «without an answer» filter (its default, spelled out so the link says so).
      waitingHref={paths.opinions.getHref({ answered: 'false' })}
      allHref={paths.opinions.getHref()}
      testId="unanswered-opinions"
    />
  );
}
