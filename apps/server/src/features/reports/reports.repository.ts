import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Report, ReportSummary } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { performanceReports, sessionFeedback } from '../../db/schema';

export function reportsRepository(db: Database) {
  return {
    async find(sessionId: string): Promise<Report | undefined> {
      const [row] = await db.select().from(performanceReports).where(eq(performanceReports.sessionId, sessionId));
      return row?.body;
    },
    /** The rep's reports, newest first, without evidence or metrics (the database trims the body). */
    async history(userId: string, limit: number): Promise<ReportSummary[]> {
      const rows = await db
        .select({
          sessionId: performanceReports.sessionId,
          mode: performanceReports.mode,
          overallScore: performanceReports.overallScore,
          createdAt: performanceReports.createdAt,
          persona: sql<ReportSummary['persona']>`${performanceReports.body} -> 'persona'`,
          skills: sql<ReportSummary['skills']>`(
            select coalesce(jsonb_agg(jsonb_build_object('key', s -> 'key', 'label', s -> 'label', 'score', s -> 'score')), '[]'::jsonb)
            from jsonb_array_elements(${performanceReports.body} -> 'skills') as s
            -- A skill the call never tested has no score to trend.
            where coalesce((s ->> 'observed')::boolean, true)
          )`,
        })
        .from(performanceReports)
        .where(eq(performanceReports.userId, userId))
        .orderBy(desc(performanceReports.createdAt))
        .limit(limit);
      return rows.map((r) => ({
        session_id: r.sessionId,
        mode: r.mode as ReportSummary['mode'],
        overall_score: r.overallScore,
        skills: r.skills,
        persona: r.persona,
        created_at: r.createdAt.toISOString(),
      }));
    },
    /** The rep's latest report in this mode from before `before`. */
    async previous(userId: string, mode: string, before: Date) {
      const [row] = await db
        .select()
        .from(performanceReports)
        .where(
          and(
            eq(performanceReports.userId, userId),
            eq(performanceReports.mode, mode),
            lt(performanceReports.createdAt, before),
          ),
        )
        .orderBy(desc(performanceReports.createdAt))
        .limit(1);
      return row ? { sessionId: row.sessionId, createdAt: row.createdAt, body: row.body } : undefined;
    },
    /** Stores a report once; a concurrent second writer keeps the first one. */
    async insertOnce(userId: string, report: Report): Promise<Report> {
      await db
        .insert(performanceReports)
        .values({
          sessionId: report.session_id,
          userId,
          mode: report.mode,
          overallScore: report.overall_score,
          body: report,
          skillScores: report.skills
            // A skill the call never tested has no score to aggregate.
            .filter((s) => s.observed !== false)
            .map((s) => ({ key: s.key, label: s.label, score: s.score })),
          createdAt: new Date(report.created_at),
        })
        .onConflictDoNothing();
      const stored = await this.find(report.session_id);
      if (!stored) throw new Error('report vanished after insert');
      return stored;
    },
    async saveFeedback(userId: string, sessionId: string, rating: number, comment: string) {
      const [row] = await db
        .insert(sessionFeedback)
        .values({ userId, sessionId, rating, comment })
        .onConflictDoUpdate({ target: sessionFeedback.sessionId, set: { rating, comment, createdAt: new Date() } })
        .returning();
      if (!row) throw new Error('feedback upsert returned nothing');
      return row;
    },
  };
}
