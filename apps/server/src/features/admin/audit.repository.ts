import { count, desc } from 'drizzle-orm';
import type { AuditAction } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export type AuditRecord = {
  actor: { id: string; email: string };
  action: AuditAction;
  targetType: 'user' | 'coupon' | 'demo_request' | 'catalog';
  targetId: string;
  targetLabel: string;
  details?: Record<string, unknown>;
};

/** The admin audit log: written in the same transaction as the change it records. */
export function auditRepository(db: Database) {
  return {
    async write(record: AuditRecord) {
      await db.insert(adminAuditLog).values({
        actorId: record.actor.id,
        actorEmail: record.actor.email,
        action: record.action,
        targetType: record.targetType,
        targetId: record.targetId,
        targetLabel: record.targetLabel,
        details: record.details ?? {},
      });
    },

    /** Newest first: the identity column orders rows written in the same instant too. */
    async page(offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(adminAuditLog),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
  };
}
