import { configure } from '@testing-library/dom';

// Testing Library's own waits (findBy*, waitFor) default to one second: shorter than a debounced search, a request
// or an animation takes on a busy machine. Like the test limits (busyMachineTimeouts), a wait here is on a
// condition, and its limit only bounds a hang.
configure({ asyncUtilTimeout: 15_000 });
