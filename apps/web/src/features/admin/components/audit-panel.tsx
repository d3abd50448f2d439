import { Box, useMediaQuery, type Theme } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '@buyerlab/contract';
import { useAuditLog } from '../api/admin-api';
import { AdminGrid } from './admin-grid';
import { dateTime } from '../lib/format';

/** What changed, in words: "rep → manager", "3 uses, until 2 Jan 2027". */
function detailText(entry: AuditEntry): string {
  const d = entry.details;
  if (typeof d.from === 'string' && typeof d.to === 'string') return `${d.from} → ${d.to}`;
  if (typeof d.uses === 'number' && typeof d.expires_at === 'string')
    return `${d.uses} use${d.uses === 1 ? '' : 's'}, until ${dateTime(d.expires_at)}`;
  if (typeof d.based_on === 'string') return `based on ${d.based_on}`;
  return '';
}

/** Every admin change, newest first, paged by the server. */
export function AuditPanel() {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const log = useAuditLog({ page: paging.page, page_size: paging.pageSize });
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // On a phone each change is one stacked cell: what and whom, the details, then who and when.
  const stacked: GridColDef<AuditEntry>[] = [
    {
      field: 'change',
      headerName: 'Change',
      flex: 1,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.4, whiteSpace: 'normal', wordBreak: 'break-word' }}>
          <Box sx={{ fontWeight: 700 }}>
            {AUDIT_ACTION_LABELS[row.action]}: {row.target_label}
          </Box>
          {detailText(row) ? <Box>{detailText(row)}</Box> : null}
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
            {row.actor_email} · {dateTime(row.at)}
          </Box>
        </Box>
      ),
    },
  ];
  const columns: GridColDef<AuditEntry>[] = [
    { field: 'at', headerName: 'When', width: 200, valueFormatter: (value: string) => dateTime(value) },
    { field: 'actor_email', headerName: 'Who', minWidth: 170, flex: 1 },
    {
      field: 'action',
      headerName: 'What',
      width: 180,
      valueFormatter: (value: AuditEntry['action']) => AUDIT_ACTION_LABELS[value],
    },
    { field: 'target_label', headerName: 'Target', minWidth: 170, flex: 1 },
    { field: 'details', headerName: 'Details', minWidth: 170, flex: 1, valueGetter: (_v, row) => detailText(row) },
  ];
  return (
    <Box data-testid="admin-audit">
      <AdminGrid
        rows={log.data?.entries ?? []}
        rowCount={log.data?.total ?? 0}
        columns={narrow ? stacked : columns}
        getRowHeight={() => (narrow ? 'auto' : null)}
        loading={log.isFetching}
        disableColumnSorting
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        localeText={{ noRowsLabel: 'No admin changes yet.' }}
      />
    </Box>
  );
}
