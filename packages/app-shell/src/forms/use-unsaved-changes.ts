import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

/** Which navigations would lose the edits; by default leaving the page (a new path), not a changed query. */
export type LeavesEditor = BlockerFunction;

const leavesPath: LeavesEditor = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/**
 * While `unsaved` is true: an in-app navigation that `leaves` the editor waits for the person to confirm (show
 * `<UnsavedChangesDialog open={asking} …>`), and closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedChanges(unsaved: boolean, leaves: LeavesEditor = leavesPath) {
  const blocker = useBlocker(useCallback<BlockerFunction>((args) => unsaved && leaves(args), [unsaved, leaves]));

  // Saved (or reverted) while asking: nothing would be lost any more, so the navigation may go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only warn when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return {
    /** A navigation is waiting for an answer. */
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
