import { Box, Button, Chip, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { catalogNameSchema, type AdminCatalogEntry, type AdminCatalogKind } from '@buyerlab/contract';
import { useAddCatalogEntry, useAdminCatalog, useRenameCatalogEntry, useSetCatalogHidden } from '../api/admin-api';

/** One entry: its name (renamed in place), what it is based on, and hide or show. */
function EntryRow({ kind, entry, baseName }: { kind: AdminCatalogKind; entry: AdminCatalogEntry; baseName?: string }) {
  const rename = useRenameCatalogEntry();
  const hide = useSetCatalogHidden();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = catalogNameSchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    rename.mutate({ kind, id: entry.id, name: parsed.data }, { onSuccess: () => setDraft(null) });
  };
  if (draft !== null) {
    return (
      <Box component="form" onSubmit={save} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 1 }}>
        <TextField
          size="small"
          label={`New name for ${entry.name}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          autoFocus
          sx={{ flex: '1 1 200px' }}
        />
        <Button type="submit" variant="contained" size="small" disabled={rename.isPending}>
          Save
        </Button>
        <Button size="small" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </Box>
    );
  }
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ flex: '1 1 160px', color: entry.hidden ? 'text.secondary' : 'text.primary' }}>
        {entry.name}
      </Typography>
      {baseName ? <Chip size="small" variant="outlined" label={`Based on ${baseName}`} /> : null}
      {entry.hidden ? <Chip size="small" label="Hidden" /> : null}
      <Button size="small" aria-label={`Rename ${entry.name}`} onClick={() => setDraft(entry.name)}>
        Rename
      </Button>
      <Button
        size="small"
        color={entry.hidden ? 'primary' : 'warning'}
        aria-label={`${entry.hidden ? 'Show' : 'Hide'} ${entry.name}`}
        onClick={() => hide.mutate({ kind, id: entry.id, hidden: !entry.hidden })}
      >
        {entry.hidden ? 'Show' : 'Hide'}
      </Button>
    </Box>
  );
}

function AddEntry({ kind, label, entries }: { kind: AdminCatalogKind; label: string; entries: AdminCatalogEntry[] }) {
  const add = useAddCatalogEntry();
  const seeded = entries.filter((e) => e.based_on === null);
  const [name, setName] = useState('');
  const [base, setBase] = useState<number | ''>('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = catalogNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (base === '') return setError('Choose the entry it is based on');
    setError(undefined);
    add.mutate({ kind, name: parsed.data, based_on: base }, { onSuccess: () => setName('') });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
      <TextField
        size="small"
        label={`New ${label.toLowerCase().replace(/s$/, '')}`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(error)}
        helperText={error}
        sx={{ flex: '1 1 180px' }}
      />
      <TextField
        select
        size="small"
        label="Buyer behaves like"
        value={base}
        onChange={(e) => setBase(Number(e.target.value))}
        sx={{ flex: '1 1 180px' }}
      >
        {seeded.map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" disabled={add.isPending} sx={{ minHeight: 40 }}>
        Add
      </Button>
    </Box>
  );
}

/** The persona builder's buyer choices: add one based on a seeded entry, rename, hide. */
export function CatalogPanel() {
  const catalog = useAdminCatalog();
  if (catalog.isPending) return <Skeleton variant="rounded" height={240} aria-label="Loading the catalog" />;
  return (
    <Stack spacing={2} data-testid="admin-catalog">
      {catalog.data?.kinds.map((k) => {
        const keyName = new Map(k.entries.map((e) => [e.key, e.name]));
        return (
          <Paper key={k.kind} variant="outlined" sx={{ p: 2, borderRadius: 1.6 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {k.label}
            </Typography>
            {k.entries.map((e) => (
              <EntryRow
                key={e.id}
                kind={k.kind}
                entry={e}
                baseName={e.based_on ? keyName.get(e.based_on) : undefined}
              />
            ))}
            <AddEntry kind={k.kind} label={k.label} entries={k.entries} />
          </Paper>
        );
      })}
    </Stack>
  );
}
