/** The analytics tables, by job: writing batches, reading the reports' figures, retention. */
export { writeEvents } from './write';
export { readBots, readCountries, readDayVisitors, readHours, readTopPages, toNumber } from './read';
export type { HourFigures, PageFigures } from './read';
export { pruneAnalytics, type PruneResult } from './prune';
