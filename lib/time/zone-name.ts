/** The site's time zone, named once. Dependency-free, so client code and contracts can import it. */
export const ISTANBUL_ZONE = 'Europe/Istanbul';
