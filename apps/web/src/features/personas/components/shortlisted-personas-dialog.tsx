import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { usePersonaModalStore } from '../store/persona-modal-store';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useAiRoles } from '../api/get-ai-roles';
import { useGeographies } from '../api/get-geographies';
import { SHORTLISTED_PERSONAS, type ShortlistedPersona } from '../content/shortlist';
import { SHORTLIST_TITLE } from '../content/titles';
import { usePersonaBuilderStore, type PersonaEntry } from '../store/persona-builder-store';
import { SelectableCard } from './selectable-card';
import { ShortlistAvatar } from './shortlist-avatar';

/**
 * docs/product.md#shortlisted-personas: four fixed picture cards, one selectable. Save & Proceed uses the chosen one
 * as a quick start: its role and geography are pre-filled and the persona-types dialog opens.
 */
export function ShortlistedPersonasDialog() {
  const open = usePersonaModalStore((s) => s.shortlistedPersona);
  const setShortlistedPersona = usePersonaModalStore((s) => s.setShortlistedPersona);
  const setPersonaType = usePersonaModalStore((s) => s.setPersonaType);
  const applyQuickStart = usePersonaBuilderStore((s) => s.applyQuickStart);
  const roles = useAiRoles();
  const geographies = useGeographies();
  const [selectedTitle, setSelectedTitle] = useState<string | null>(null);

  function handleClose() {
    setSelectedTitle(null);
    setShortlistedPersona(false);
  }

  function quickStartEntries(persona: ShortlistedPersona): PersonaEntry[] {
    const entries: PersonaEntry[] = [];
    const role = roles.data?.find((r) => r.key === persona.roleKey);
    if (role) entries.push({ type: 'Role', id: role.ai_role_id, name: role.name, view: role.name });
    const geography = geographies.data?.find((g) => g.key === persona.geography);
    if (geography) entries.push({ type: 'Geography', id: geography.key, name: geography.name, view: geography.name });
    return entries;
  }

  function handleSave() {
    const persona = SHORTLISTED_PERSONAS.find((p) => p.title === selectedTitle);
    if (!persona) return;
    applyQuickStart(`${persona.title} (${persona.state})`, quickStartEntries(persona));
    handleClose();
    setPersonaType(true);
  }

  return (
    <AppDialog open={open} onClose={handleClose} title={SHORTLIST_TITLE} width="60%" labelledBy="shortlist-title">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        (Choose any one):
      </Typography>
      <Grid container spacing={2} role="radiogroup" aria-label="Shortlisted personas">
        {SHORTLISTED_PERSONAS.map((persona) => {
          const selected = selectedTitle === persona.title;
          return (
            <Grid key={persona.title} size={{ xs: 12, md: 6 }}>
              <SelectableCard
                selected={selected}
                label={`${persona.title}, ${persona.state}`}
                onToggle={() => setSelectedTitle(selected ? null : persona.title)}
              >
                <Box sx={{ height: { xs: 130, sm: 150 }, borderRadius: '28px 28px 0 0', overflow: 'hidden' }}>
                  <ShortlistAvatar kind={persona.avatar} label={`Portrait of a ${persona.title.toLowerCase()}`} />
                </Box>
                <Box sx={{ p: 2 }}>
                  <Typography sx={{ fontWeight: 700 }}>{persona.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                      State:
                    </Box>{' '}
                    {persona.state}
                  </Typography>
                </Box>
              </SelectableCard>
            </Grid>
          );
        })}
      </Grid>
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button variant="contained" color="secondary" size="large" disabled={!selectedTitle} onClick={handleSave}>
          Save &amp; Proceed
        </Button>
      </Stack>
    </AppDialog>
  );
}
