import { cn } from '../../lib/cn.ts';

/**
 * A star filled from the left by `fill` (0 to 1): a grey outline underneath, the coloured part clipped on top,
 * so an average of 4.3 shows four stars and a third of the fifth.
 */
export function StarIcon({ fill, className }: { fill: number; className?: string }) {
  const share = Math.min(1, Math.max(0, fill));
  return (
    <span aria-hidden="true" className={cn('relative inline-block shrink-0', className)}>
      <svg
        viewBox="0 0 24 24"
        className="size-full text-input"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={STAR_PATH} />
      </svg>
      {share === 0 ? null : (
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${share * 100}%` }}>
          <svg
            viewBox="0 0 24 24"
            className="h-full text-warn"
            style={{ width: `${100 / share}%` }}
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
