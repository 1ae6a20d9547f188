/** The Moon calendar's domain: phases, sign changes, void-of-course periods, rise and set. Server-only. */
export * from './phase';
export * from './advice';
export * from './void-of-course';
export * from './month';
