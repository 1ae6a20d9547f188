/** The personal daily reading (see ./compose.ts). */
export { personalReading, type PersonalReading } from './compose';
