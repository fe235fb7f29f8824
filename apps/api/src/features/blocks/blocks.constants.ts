/** How many people one person may block: enough for any real use, and a bound on the lists and checks that read them. */
export const BLOCKS_MAX = 1000;
