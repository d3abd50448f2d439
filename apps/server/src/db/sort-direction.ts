import { asc, desc } from 'drizzle-orm';

/** The ordering function for a sort direction a listing was asked for; newest or largest first by default. */
export const sortDirection = (order: 'asc' | 'desc' | undefined) => (order === 'asc' ? asc : desc);
