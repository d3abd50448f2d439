import { randomUUID } from 'node:crypto';
import {
  deriveProfile,
  type GeographyKey,
  type IndustryKey,
  type ManufacturingModelKey,
  type ModeKey,
  type PlantSizeKey,
  type RoleKey,
} from '@buyerlab/buyer';
import { PERSONA_MESSAGES, type CreatePersonaInput, type PersonaResponse } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { storedProfile } from '../../db/json/buyer-json';
import { AppError } from '../../lib/app-error';
import { catalogService } from '../catalog/catalog.service';
import { briefingFor } from './briefing';
import { personasRepository, type PersonaRow } from './personas.repository';

function required<T>(value: T | undefined, what: string): T {
  if (!value) throw new AppError('validation_failed', PERSONA_MESSAGES.unknownOption(what));
  return value;
}

/** An entry an admin hid is not offered for new personas (docs/decisions/0018-admin-and-audit.md). */
function offeredEntry<T extends { hiddenAt: Date | null }>(value: T | undefined, what: string): T {
  return required(value && !value.hiddenAt ? value : undefined, what);
}

/** The buyer knowledge an entry uses: its own, or the seeded entry an admin based it on. */
const buyerKey = (entry: { key: string; baseKey: string | null }) => entry.baseKey ?? entry.key;

export function personasService(db: Database) {
  const catalog = catalogService(db).rows;
  const repo = personasRepository(db);

  /** Checks the choices against the catalog and, when a mode is given, against its links. */
  async function resolveChoices(input: CreatePersonaInput) {
    const [industry, role, model, size, geography, mode] = await Promise.all([
      catalog.industryById(input.industry_id),
      catalog.aiRoleById(input.ai_role_id),
      catalog.manufacturingModelById(input.manufacturing_model_id),
      catalog.plantSizeImpactById(input.plant_size_impact_id),
      catalog.geographyByKey(input.geography),
      input.mode_id ? catalog.modeById(input.mode_id) : Promise.resolve(undefined),
    ]);
    const choices = {
      industry: required(industry, 'industry'),
      role: offeredEntry(role, 'role'),
      model: offeredEntry(model, 'manufacturing model'),
      size: offeredEntry(size, 'plant size'),
      geography: required(geography, 'geography'),
      mode: input.mode_id ? required(mode, 'interaction mode') : undefined,
    };
    if (choices.industry.status !== 'live')
      throw new AppError('validation_failed', PERSONA_MESSAGES.industryNotAvailable);
    if (choices.mode) {
      const m = choices.mode;
      const [roles, models, sizes] = await Promise.all([
        catalog.modeAiRoles(),
        catalog.modeManufacturingModels(),
        catalog.modePlantSizeImpacts(),
      ]);
      const offered = (ok: boolean, what: string) => {
        if (!ok) throw new AppError('validation_failed', PERSONA_MESSAGES.notOfferedInMode(what, m.name));
      };
      offered(
        roles.some((l) => l.modeId === m.id && l.aiRoleId === choices.role.id),
        choices.role.name,
      );
      offered(
        models.some((l) => l.modeId === m.id && l.manufacturingModelId === choices.model.id),
        choices.model.name,
      );
      offered(
        sizes.some((l) => l.modeId === m.id && l.plantSizeImpactId === choices.size.id),
        `A ${choices.size.name.toLowerCase()} plant`,
      );
    }
    return choices;
  }

  async function toResponse(row: PersonaRow): Promise<PersonaResponse> {
    const [industry, role, model, size, geography, mode] = await Promise.all([
      catalog.industryById(row.industryId),
      catalog.aiRoleById(row.aiRoleId),
      catalog.manufacturingModelById(row.manufacturingModelId),
      catalog.plantSizeImpactById(row.plantSizeImpactId),
      catalog.geographyByKey(row.geography),
      row.modeId ? catalog.modeById(row.modeId) : catalog.modeByKey('discovering'),
    ]);
    if (!industry || !role || !model || !size || !geography || !mode)
      throw new Error(`persona ${row.id} references missing catalog rows`);
    const profile = storedProfile.read(row.profile, `persona ${row.id}`);
    return {
      persona_id: row.id,
      name: row.name,
      behavioral_traits: row.behavioralTraits,
      industry: { industry_id: industry.id, name: industry.name, key: industry.key },
      ai_role: { ai_role_id: role.id, name: role.name, key: role.key },
      experience_level: row.experienceLevel,
      geography: { key: geography.key, name: geography.name },
      manufacturing_model: { manufacturing_model_id: model.id, name: model.name, key: model.key },
      plant_size_impact: { plant_size_impact_id: size.id, name: size.name, key: size.key },
      mode_id: row.modeId,
      briefing: briefingFor(profile, { key: mode.key as ModeKey, name: mode.name, goal: mode.goal }),
      profile: profile as unknown as Record<string, unknown>,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    /** Checks a persona's choices without creating it (a team assignment's buyer). */
    async check(input: CreatePersonaInput): Promise<void> {
      await resolveChoices(input);
    },
    async create(userId: string, input: CreatePersonaInput): Promise<{ persona_id: string }> {
      const c = await resolveChoices(input);
      // The persona's id seeds its profile: each persona is its own buyer, even when another was
      // built from the same name and choices, and the same buyer in every session.
      const id = randomUUID();
      const profile = deriveProfile({
        seed: id,
        firstName: input.name,
        industry: c.industry.key as IndustryKey,
        role: buyerKey(c.role) as RoleKey,
        experience: input.experience_level,
        geography: c.geography.key as GeographyKey,
        manufacturingModel: buyerKey(c.model) as ManufacturingModelKey,
        plantSize: buyerKey(c.size) as PlantSizeKey,
        mode: (c.mode?.key ?? 'discovering') as ModeKey,
      });
      const row = await repo.insert({
        id,
        userId,
        name: input.name,
        behavioralTraits: input.behavioral_traits,
        industryId: c.industry.id,
        aiRoleId: c.role.id,
        experienceLevel: input.experience_level,
        geography: c.geography.key,
        manufacturingModelId: c.model.id,
        plantSizeImpactId: c.size.id,
        modeId: c.mode?.id ?? null,
        profile: storedProfile.write(profile),
      });
      return { persona_id: row.id };
    },
    async get(userId: string, personaId: string): Promise<PersonaResponse> {
      const row = await repo.findOwned(personaId, userId);
      if (!row) throw new AppError('not_found', PERSONA_MESSAGES.personaNotFound);
      return toResponse(row);
    },
    findOwned: (userId: string, personaId: string) => repo.findOwned(personaId, userId),
  };
}
