import { concernTexts } from '@buyerlab/buyer';
import { sentencesOf } from '@buyerlab/buyer/text';
import {
  analyseSession,
  buyerEvidence,
  coachingFeedback,
  MIN_MESSAGES_FOR_REPORT,
  type Analysis,
  type TranscriptMessage,
} from '@buyerlab/coach';
import { REPORT_HISTORY_LIMIT, REPORT_MESSAGES, type Report, type ReportList } from '@buyerlab/contract';
import type { LanguageModel } from 'ai';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { transcriptService } from '../sessions/transcript.service';
import {
  buyerStateOf,
  isSessionOver,
  ownerOnly,
  profileOf,
  type ReadAccess,
  type SessionsService,
} from '../sessions/sessions.service';
import { narrativeFor } from './narrative';
import { reportsRepository } from './reports.repository';

export type ReportsDeps = {
  db: Database;
  model: LanguageModel | null;
  llmTimeoutMs: number;
  sessions: SessionsService;
  now?: () => Date;
  /** Who besides the owner may read a report (the owner's team manager); the owner alone by default. */
  readAccess?: ReadAccess;
};

/** Sentences of the uploaded document that carry a figure: the claims a rep must not contradict. */
function documentFacts(summary: string | null): string[] {
  return summary
    ? sentencesOf(summary)
        .filter((s) => /\d/.test(s))
        .slice(0, 40)
    : [];
}

/** A rep's reports, newest first, for their dashboard or their manager's drill-down. */
export async function reportHistoryOf(db: Database, userId: string): Promise<ReportList> {
  return { reports: await reportsRepository(db).history(userId, REPORT_HISTORY_LIMIT) };
}

export function reportsService({
  db,
  model,
  llmTimeoutMs,
  sessions,
  now = () => new Date(),
  readAccess = ownerOnly,
}: ReportsDeps) {
  const messages = transcriptService(db);
  const repo = reportsRepository(db);

  async function transcriptOf(sessionId: string): Promise<TranscriptMessage[]> {
    return (await messages.list(sessionId)).map((m) => ({
      id: m.id,
      role: m.role,
      text: m.text,
      startedAt: m.startedAt.toISOString(),
      endedAt: m.endedAt.toISOString(),
      spoken: m.spoken,
      interrupted: m.interrupted,
    }));
  }

  return {
    /**
     * Generates the report once; later calls return the stored one. A stored report is final, so
     * it waits until the session is over: turns taken after it would never count. A reader who is
     * not the owner (their manager) gets the stored report, never a new one.
     */
    async generate(viewerId: string, sessionId: string): Promise<Report> {
      const session = await sessions.getReadable(viewerId, sessionId, readAccess);
      const userId = session.userId;
      const existing = await repo.find(sessionId);
      if (existing) return existing;
      if (userId !== viewerId) throw new AppError('not_found', REPORT_MESSAGES.reportNotFound);
      if (!isSessionOver(session, now())) throw new AppError('conflict', REPORT_MESSAGES.sessionInProgress);
      const transcript = await transcriptOf(sessionId);
      if (transcript.length < MIN_MESSAGES_FOR_REPORT)
        throw new AppError('validation_failed', REPORT_MESSAGES.tooFewMessages);
      const profile = profileOf(session);
      const state = buyerStateOf(session);
      const createdAt = now();
      const previous = await repo.previous(userId, session.modeKey, createdAt);
      const analysis: Analysis = analyseSession({
        mode: session.modeKey,
        messages: transcript,
        outcome: state?.outcome ?? 'in_progress',
        // With the state, the proposal's figures the buyer asked about count as objections too.
        buyerObjections: state ? concernTexts(profile, state) : profile.objections.map((o) => o.text),
        documentFacts: documentFacts(session.documentSummary),
        previous: previous?.body ?? null,
        // The buyer's own state is the evidence of what the rep achieved: concerns it accepted, facts it revealed.
        buyer: state
          ? buyerEvidence(state, new Map([...profile.objections, ...profile.brushOffs].map((o) => [o.id, o.text])))
          : null,
      });
      const weakest = analysis.skills.filter((s) => s.observed).sort((a, b) => a.score - b.score)[0];
      const narrative = model
        ? await narrativeFor(
            model,
            transcript,
            { mode: session.modeKey, overall: analysis.overall_score, weakest: weakest?.label ?? '' },
            llmTimeoutMs,
          )
        : null;
      const report: Report = {
        session_id: sessionId,
        mode: session.modeKey,
        overall_score: analysis.overall_score,
        skills: analysis.skills,
        metrics: analysis.metrics,
        coaching: analysis.coaching,
        previous:
          previous && analysis.change
            ? {
                session_id: previous.sessionId,
                overall_score: previous.body.overall_score,
                created_at: previous.createdAt.toISOString(),
                change: analysis.change,
              }
            : null,
        contradictions: analysis.contradictions,
        narrative,
        persona: { name: profile.name, title: profile.title, company: profile.company.name },
        created_at: createdAt.toISOString(),
      };
      return repo.insertOnce(userId, report);
    },

    async get(viewerId: string, sessionId: string): Promise<Report> {
      await sessions.getReadable(viewerId, sessionId, readAccess);
      const report = await repo.find(sessionId);
      if (!report) throw new AppError('not_found', REPORT_MESSAGES.reportNotFound);
      return report;
    },

    history: (userId: string) => reportHistoryOf(db, userId),

    /** The four coaching sections, from the report: made now if the session qualifies for one. */
    async coaching(userId: string, sessionId: string) {
      const report = await this.generate(userId, sessionId);
      return { session_id: sessionId, ...coachingFeedback({ ...report, change: report.previous?.change ?? null }) };
    },

    async feedback(userId: string, sessionId: string, rating: number, comment: string) {
      await sessions.getOwned(userId, sessionId);
      const row = await repo.saveFeedback(userId, sessionId, rating, comment);
      return {
        message: REPORT_MESSAGES.feedbackSaved,
        feedback_id: row.id,
        session_id: sessionId,
        rating: row.rating,
        comment: row.comment,
        created_at: row.createdAt.toISOString(),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
