/** The birth chart: places, the birth instant and the chart itself. Server-only (ephemeris, places data). */
export * from './types';
export * from './fold';
export * from './places';
export * from './clock';
export * from './chart';
