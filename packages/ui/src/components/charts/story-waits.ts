/**
 * How long a chart story waits for the drawing. The first chart of a run loads the chart library (a dynamic import)
 * and has to measure its box before it draws: about 5 s on a quiet machine, over 20 s at a load average of 25 on 2
 * cores. The wait ends as soon as the chart is there; the limit only bounds a hang (the story project's test limit,
 * vitest.config.ts, is above it).
 */
export const CHART_DRAWN_WITHIN_MS = 80_000;
