/** Time on Istanbul's clock and calendar: the one home for zones, periods, parsing and labels. */
export * from './calendar';
export * from './zone';
export * from './periods';
export * from './labels';
export * from './zoned';
export * from './clock-regimes';
