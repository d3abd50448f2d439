import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentResponseSchema, uploadDocumentsResponseSchema } from '@buyerlab/contract';
import { currentUser } from '../../plugins/auth';
import { languageModelFromEnv } from '../practice/providers';
import { documentsService } from './documents.service';
import { createDocumentReader } from './extract-pool';
import { readUpload } from './read-upload';

const secured = { security: [{ bearerAuth: [] }] };

/** SPEC §7 "Upload document" and the owner-only read of an uploaded document. */
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
    model: languageModelFromEnv(app.config),
    llmTimeoutMs: app.config.LLM_TIMEOUT_MS,
    maxMinutes: app.config.SESSION_MAX_MINUTES,
  });
  app.addHook('preHandler', app.requireUser);

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
    },
    async (request, reply) =>
      reply.status(201).send(await service.upload(currentUser(request).id, await readUpload(request))),
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
