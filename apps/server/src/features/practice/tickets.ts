import { createHash, randomBytes } from 'node:crypto';
import { REALTIME_LIMITS } from '@buyerlab/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveTickets } from '../../db/schema';

// Browsers cannot send an Authorization header on a WebSocket, and a token in the URL would end
// up in logs. So the signed-in client asks for a ticket: random, single-use, valid for seconds,
// stored hashed in the database so any server process can accept it.
const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export async function issueTicket(
  db: Database,
  userId: string,
  sessionId: string,
  tokenHash: string | null,
  now = new Date(),
) {
  const ticket = randomBytes(24).toString('base64url');
  await db.delete(liveTickets).where(lt(liveTickets.expiresAt, now));
  await db.insert(liveTickets).values({
    ticketHash: hash(ticket),
    userId,
    sessionId,
    tokenHash,
    expiresAt: new Date(now.getTime() + REALTIME_LIMITS.ticketTtlSeconds * 1000),
  });
  return { ticket, expires_in: REALTIME_LIMITS.ticketTtlSeconds };
}

/** Consumes a ticket for this session; returns its holder, or null when unknown, used or expired. */
export async function redeemTicket(
  db: Database,
  ticket: string,
  sessionId: string,
  now = new Date(),
): Promise<{ userId: string; tokenHash: string | null } | null> {
  const [row] = await db
    .update(liveTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(liveTickets.ticketHash, hash(ticket)),
        eq(liveTickets.sessionId, sessionId),
        isNull(liveTickets.usedAt),
        gt(liveTickets.expiresAt, now),
      ),
    )
    .returning({ userId: liveTickets.userId, tokenHash: liveTickets.tokenHash });
  return row ?? null;
}

/** Voids the unused tickets of a sign-in (or of every sign-in of the user). */
export async function voidTickets(db: Database, userId: string, tokenHash?: string) {
  await db
    .delete(liveTickets)
    .where(
      and(
        eq(liveTickets.userId, userId),
        isNull(liveTickets.usedAt),
        tokenHash === undefined ? undefined : eq(liveTickets.tokenHash, tokenHash),
      ),
    );
}
