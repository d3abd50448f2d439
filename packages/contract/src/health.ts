import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
