/** The personal daily reading (see ./compose.ts). */
export { personalReader, personalReading, type PersonalReading } from './compose';
