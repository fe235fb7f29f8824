import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so «Открыто сейчас» turns to «Закрыто» at closing time. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
