/** Planetary hours ("yıldız saatleri"): rulers and the hours of a date at a place. Server-only. */
export * from './rulers';
export * from './hours';
