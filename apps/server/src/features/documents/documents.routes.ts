import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES, documentResponseSchema, uploadDocumentsResponseSchema } from '@buyerlab/contract';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { documentsService } from './documents.service';
import { createDocumentReader } from './extract-pool';
import { discardUpload, readUpload } from './read-upload';
import { sweepStaleUploads, uploadsRoot } from './upload-spool';

const secured = { security: [{ bearerAuth: [] }] };

/** docs/product.md#api, "Upload document" and the owner-only read of an uploaded document. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing may already be registered app-wide (one registration serves every feature);
  // each request passes its own limits either way, see read-upload.ts.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const reader = createDocumentReader({
    timeoutMs: app.config.DOCUMENT_PARSE_TIMEOUT_MS,
    memoryMb: app.config.DOCUMENT_PARSE_MEMORY_MB,
    concurrency: app.config.DOCUMENT_PARSE_CONCURRENCY,
  });
  app.addHook('onClose', () => reader.close());
  const service = documentsService({
    db: app.database.db,
    reader,
    model: app.languageModel,
    llmTimeoutMs: app.config.LLM_TIMEOUT_MS,
    sessions: app.sessions,
    storagePerUserBytes: app.config.DOCUMENT_STORAGE_PER_USER_MB * 1_000_000,
  });
  app.addHook('onRequest', app.requireUser);
  // Uploads are written to files under DATA_DIR/uploads while they arrive, never gathered in
  // memory (docs/hardening.md, "Uploads"); a server stopped mid-upload leaves its folder behind.
  const uploadsDir = uploadsRoot(app.config.DATA_DIR);
  await sweepStaleUploads(uploadsDir);

  // Uploads are admitted before their body is read (docs/hardening.md): a full reader, too many
  // uploads in flight, or another upload of the same user in progress gets its answer at once.
  const inFlight = new Map<string, number>();
  let total = 0;
  const admitUpload = async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = currentUser(request).id;
    if (reader.full() || total >= app.config.DOCUMENT_UPLOADS_IN_FLIGHT) {
      throw new AppError('service_unavailable', DOCUMENT_MESSAGES.busy, { 'retry-after': '5' });
    }
    const mine = inFlight.get(userId) ?? 0;
    if (mine >= app.config.DOCUMENT_UPLOADS_PER_USER) {
      throw new AppError('too_many_requests', DOCUMENT_MESSAGES.tooManyUploads, { 'retry-after': '5' });
    }
    total += 1;
    inFlight.set(userId, mine + 1);
    // Given back when the response is done or the connection drops, whichever comes first.
    reply.raw.once('close', () => {
      total -= 1;
      const left = (inFlight.get(userId) ?? 1) - 1;
      if (left <= 0) inFlight.delete(userId);
      else inFlight.set(userId, left);
    });
  };

  app.post(
    '/documents/upload',
    {
      schema: {
        tags: ['documents'],
        summary: 'Upload .pdf, .docx or .doc files (multipart field "file", repeated; optional "session_id")',
        description:
          'Each file at most 10 MB; extension and content must agree. Answers one summary per file, in order.',
        consumes: ['multipart/form-data'],
        ...secured,
        response: { 201: uploadDocumentsResponseSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      preHandler: admitUpload,
    },
    async (request, reply) => {
      const upload = await readUpload(request, uploadsDir);
      try {
        return reply.status(201).send(await service.upload(currentUser(request).id, upload));
      } finally {
        await discardUpload(upload);
      }
    },
  );

  app.get(
    '/documents/:documentId',
    {
      schema: {
        tags: ['documents'],
        summary: 'One of your uploaded documents (owner only)',
        ...secured,
        params: z.object({ documentId: z.uuid() }),
        response: { 200: documentResponseSchema },
      },
    },
    async (request) => service.getOwned(currentUser(request).id, request.params.documentId),
  );
};
