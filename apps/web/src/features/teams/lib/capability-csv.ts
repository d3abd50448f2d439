import { MODE_NAMES, type TeamCapability } from '@buyerlab/contract';

/** A spreadsheet would run a cell starting with one of these as a formula: it gets a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The capability table as CSV: one row per rep, latest scores and changes by mode and by skill. */
export function capabilityCsv(capability: TeamCapability): string {
  const header = [
    'First name',
    'Last name',
    'Email',
    'Sessions',
    'Reports',
    'Last practice',
    'Overall',
    'Overall change',
    ...MODE_NAMES.flatMap((m) => [`${m} score`, `${m} change`]),
    ...capability.skills.flatMap((s) => [`${s.label} score`, `${s.label} change`]),
  ];
  const rows = capability.members.map((m) => {
    const mode = new Map(m.modes.map((x) => [x.mode, x]));
    const skill = new Map(m.skills.map((x) => [x.key, x]));
    return [
      m.first_name,
      m.last_name,
      m.email,
      m.sessions,
      m.reports,
      m.last_practice_at?.slice(0, 10),
      m.overall?.score,
      m.overall?.change,
      ...MODE_NAMES.flatMap((k) => [mode.get(k)?.score, mode.get(k)?.change]),
      ...capability.skills.flatMap((s) => [skill.get(s.key)?.score, skill.get(s.key)?.change]),
    ];
  });
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
