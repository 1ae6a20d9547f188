/**
 * The astronomy core: bodies, longitudes and signs, positions, aspects and searches over time.
 * Server code may import this index; client components import the client-safe files
 * (bodies, longitude, events, moon-phase) directly, since ephemeris pulls in astronomy-engine.
 */
export * from './bodies';
export * from './longitude';
export * from './ephemeris';
export * from './aspects';
export * from './events';
export * from './moon-phase';
export * from './search';
export * from './sidereal';
export * from './nodes';
export * from './houses';
