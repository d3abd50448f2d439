import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiRoleSchema,
  geographySchema,
  industrySchema,
  interactionModeSchema,
  manufacturingModelSchema,
  modeAiRoleLinkSchema,
  modeManufacturingModelLinkSchema,
  modePlantSizeLinkSchema,
  plantSizeImpactSchema,
} from '@buyerlab/contract';
import { catalogService } from './catalog.service';

const list = <T extends z.ZodType>(item: T, summary: string) => ({
  schema: { tags: ['catalog'], summary, response: { 200: z.array(item) } },
});

/** Public reference data (docs/product.md#api). The web app filters roles, models and sizes by mode itself. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = catalogService(app.database.db);

  app.get('/industries/', list(industrySchema, 'Industries'), () => service.industries());
  app.get('/ai-roles/', list(aiRoleSchema, 'Buyer roles'), () => service.aiRoles());
  app.get('/interaction-mode-ai-roles/', list(modeAiRoleLinkSchema, 'Roles offered per mode'), () =>
    service.modeAiRoles(),
  );
  app.get('/manufacturing-models/', list(manufacturingModelSchema, 'Manufacturing models'), () =>
    service.manufacturingModels(),
  );
  app.get(
    '/interaction-mode-manufacturing-models/',
    list(modeManufacturingModelLinkSchema, 'Models offered per mode'),
    () => service.modeManufacturingModels(),
  );
  app.get('/plant-size-impacts/', list(plantSizeImpactSchema, 'Plant sizes'), () => service.plantSizeImpacts());
  app.get('/interaction-mode-plant-size-impacts/', list(modePlantSizeLinkSchema, 'Plant sizes offered per mode'), () =>
    service.modePlantSizeImpacts(),
  );
  app.get('/geography', list(geographySchema, 'Geographies'), () => service.geographies());
  app.get('/interaction-modes/', list(interactionModeSchema, 'Interaction modes'), () => service.modes());
  app.get(
    '/interaction-modes/by-name/:modeName',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Find an interaction mode by name',
        params: z.object({ modeName: z.string().max(40) }),
        response: { 200: interactionModeSchema },
      },
    },
    (request) => service.modeByName(request.params.modeName),
  );
};
