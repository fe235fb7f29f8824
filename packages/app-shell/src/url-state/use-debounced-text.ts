import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search box's text is written to the URL (and so fetched). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose value lives elsewhere (the URL): what is typed shows at once and is handed to
 * `commit` once typing pauses; when the value changes from outside (back, forward, a link), the box follows.
 * Keep the text raw in the URL (trim where it is used): a value that comes back changed would fight the typing.
 */
export function useDebouncedText(
  value: string,
  commit: (text: string) => void,
  delayMs: number = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  // What this box last wrote: when it comes back as `value`, it is not news.
  const written = useRef(value);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });

  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === written.current) return;
    const timer = setTimeout(() => {
      written.current = text;
      latestCommit.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return [text, setText];
}
