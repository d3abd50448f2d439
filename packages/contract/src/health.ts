import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const HEALTH_MESSAGES = {
  unwritable:
    'The database cannot be written just now (the disk may be full or read-only): new sessions and messages would be lost.',
} as const;
