/** zod/mini, configured as lib/zod.ts explains (the same switch: both share zod's core). */
import { config } from 'zod/v4/core';

if (typeof window !== 'undefined') config({ jitless: true });

export * from 'zod/mini';
