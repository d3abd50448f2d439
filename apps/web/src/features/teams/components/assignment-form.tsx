import { Alert, Box, Button, Grid, MenuItem, TextField } from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { EXPERIENCE_LEVELS, GENERIC_MESSAGES, createAssignmentSchema, type ExperienceLevel } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import { requestToasts } from '../../../lib/toast';
import {
  PLACEHOLDER_TRAIT,
  useAiRoles,
  useGeographies,
  useIndustries,
  useInteractionModes,
  useManufacturingModels,
  useModeOffers,
  usePlantSizeImpacts,
} from '../../personas';
import { useCreateAssignment } from '../api/assignments';

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

type Draft = {
  modeId: number | '';
  name: string;
  roleId: number | '';
  industryId: number | '';
  experience: ExperienceLevel;
  geography: string;
  modelId: number | '';
  sizeId: number | '';
  due: string;
  minScore: string;
};

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <TextField select fullWidth size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The form a manager sets a practice call with: the buyer (as in the persona builder), due date and pass mark. */
export function AssignmentForm({ teamId }: { teamId: string }) {
  const create = useCreateAssignment(teamId);
  const modes = useInteractionModes();
  const roles = useAiRoles();
  const industries = useIndustries();
  const geographies = useGeographies();
  const models = useManufacturingModels();
  const sizes = usePlantSizeImpacts();
  const [draft, setDraft] = useState<Draft>({
    modeId: '',
    name: '',
    roleId: '',
    industryId: '',
    experience: 'mid',
    geography: 'us',
    modelId: '',
    sizeId: '',
    due: inAWeek(),
    minScore: '70',
  });
  const [error, setError] = useState<string | null>(null);
  const offers = useModeOffers(draft.modeId === '' ? null : draft.modeId);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const options = useMemo(() => {
    const offered = <T,>(list: T[] | undefined, id: (t: T) => number, allowed: ReadonlySet<number> | undefined) =>
      (list ?? []).filter((t) => !allowed || allowed.has(id(t)));
    return {
      roles: offered(roles.data, (r) => r.ai_role_id, offers?.roles).map((r) => ({
        value: r.ai_role_id,
        label: r.name,
      })),
      models: offered(models.data, (m) => m.manufacturing_model_id, offers?.manufacturingModels).map((m) => ({
        value: m.manufacturing_model_id,
        label: m.name,
      })),
      sizes: offered(sizes.data, (s) => s.plant_size_impact_id, offers?.plantSizes).map((s) => ({
        value: s.plant_size_impact_id,
        label: s.name,
      })),
      industries: (industries.data ?? [])
        .filter((i) => i.status === 'live')
        .map((i) => ({ value: i.industry_id, label: i.name })),
    };
  }, [roles.data, models.data, sizes.data, industries.data, offers]);

  // A mode offers its own roles, plants and sizes: choosing one starts from its first of each.
  const chooseMode = (value: string) => {
    const modeId = Number(value);
    set({ modeId, roleId: '', modelId: '', sizeId: '' });
  };
  const pick = <K extends keyof Draft>(key: K, first: { value: string | number }[]) =>
    draft[key] !== '' && first.some((o) => o.value === draft[key]) ? draft[key] : (first[0]?.value ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = createAssignmentSchema.safeParse({
      mode_id: draft.modeId === '' ? undefined : draft.modeId,
      persona: {
        name: draft.name,
        behavioral_traits: [{ ...PLACEHOLDER_TRAIT }],
        industry_id: pick('industryId', options.industries),
        ai_role_id: pick('roleId', options.roles),
        experience_level: draft.experience,
        geography: draft.geography,
        manufacturing_model_id: pick('modelId', options.models),
        plant_size_impact_id: pick('sizeId', options.sizes),
      },
      // The end of the chosen day, in the manager's time zone.
      due_at: draft.due ? new Date(`${draft.due}T23:59:00`).toISOString() : undefined,
      min_score: draft.minScore.trim() === '' ? undefined : Number(draft.minScore),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.');
      setError(
        field === 'mode_id'
          ? 'Choose the mode to practise.'
          : field === 'persona.name'
            ? (issue?.message ?? 'First Name is required.')
            : field === 'due_at'
              ? 'Choose a due date.'
              : (issue?.message ?? GENERIC_MESSAGES.requestFailed),
      );
      return;
    }
    try {
      requestToasts.success((await create.mutateAsync(parsed.data)).message);
      set({ name: '' });
    } catch (failure) {
      setError((failure instanceof ApiError ? failure.detail : undefined) ?? GENERIC_MESSAGES.requestFailed);
    }
  };

  return (
    <Box component="form" noValidate aria-label="Set an assignment" onSubmit={(e) => void submit(e)}>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select
            label="Mode"
            value={draft.modeId}
            onChange={chooseMode}
            options={(modes.data ?? []).map((m) => ({ value: m.mode_id, label: m.name }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            fullWidth
            size="small"
            label="Buyer's first name"
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select
            label="Role"
            value={pick('roleId', options.roles)}
            onChange={(v) => set({ roleId: Number(v) })}
            options={options.roles}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select
            label="Industry"
            value={pick('industryId', options.industries)}
            onChange={(v) => set({ industryId: Number(v) })}
            options={options.industries}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select
            label="Plant"
            value={pick('modelId', options.models)}
            onChange={(v) => set({ modelId: Number(v) })}
            options={options.models}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select
            label="Plant size"
            value={pick('sizeId', options.sizes)}
            onChange={(v) => set({ sizeId: Number(v) })}
            options={options.sizes}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Select
            label="Experience"
            value={draft.experience}
            onChange={(v) => set({ experience: v as ExperienceLevel })}
            options={EXPERIENCE_LEVELS.map((e) => ({
              value: e,
              label: e === 'mid' ? 'Mid-level' : `${e[0]!.toUpperCase()}${e.slice(1)}`,
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Select
            label="Geography"
            value={draft.geography}
            onChange={(v) => set({ geography: v })}
            options={(geographies.data ?? []).map((g) => ({ value: g.key, label: g.name }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            fullWidth
            size="small"
            type="date"
            label="Due"
            value={draft.due}
            onChange={(e) => set({ due: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            label="Pass mark"
            value={draft.minScore}
            onChange={(e) => set({ minScore: e.target.value })}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
          />
        </Grid>
      </Grid>
      {error ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" sx={{ mt: 1.5 }} disabled={create.isPending}>
        Set assignment
      </Button>
    </Box>
  );
}
