import { Box, Button, MenuItem, TextField, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { ADMIN_DEMO_SORTS, DEMO_FILTERS, type AdminDemoRequest } from '@buyerlab/contract';
import { AdminGrid } from './admin-grid';
import { useAdminDemoRequests, useSetDemoHandled } from '../api/admin-api';
import { dateTime, shortDate } from '../lib/format';

const FILTER_LABEL: Record<(typeof DEMO_FILTERS)[number], string> = {
  open: 'Open',
  handled: 'Handled',
  all: 'All',
};
const SORTABLE = new Set<string>(ADMIN_DEMO_SORTS);

/** Demo requests with their booked slot, paged and sorted by the server; each can be marked handled. */
export function DemoPanel() {
  const [status, setStatus] = useState<(typeof DEMO_FILTERS)[number]>('open');
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'created_at', sort: 'desc' }]);
  const by = sort[0];
  const demos = useAdminDemoRequests({
    status,
    page: paging.page,
    page_size: paging.pageSize,
    sort: by && SORTABLE.has(by.field) ? (by.field as (typeof ADMIN_DEMO_SORTS)[number]) : 'created_at',
    order: by?.sort === 'asc' ? 'asc' : 'desc',
  });
  const setHandled = useSetDemoHandled();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const columns: GridColDef<AdminDemoRequest>[] = [
    {
      field: 'name',
      headerName: 'Visitor',
      minWidth: narrow ? 150 : 200,
      flex: 1,
      renderCell: ({ row }) => (
        <Tooltip
          title={[row.company_name, row.job_title, row.industry, row.specific_needs].filter(Boolean).join(' · ')}
        >
          <Box sx={{ lineHeight: 1.3, py: 0.75, whiteSpace: 'normal' }}>
            <Box sx={{ fontWeight: 700 }}>{row.name}</Box>
            <Box sx={{ color: 'text.secondary', fontSize: 13, wordBreak: 'break-all' }}>
              {row.email} · {row.phone}
            </Box>
            {narrow ? (
              <Box sx={{ fontSize: 13 }}>{row.slot_start ? `Slot: ${dateTime(row.slot_start)}` : 'No slot booked'}</Box>
            ) : null}
          </Box>
        </Tooltip>
      ),
    },
    { field: 'company_name', headerName: 'Company', width: 150, sortable: false },
    {
      field: 'slot',
      headerName: 'Booked slot',
      width: 170,
      valueGetter: (_value, row) => row.slot_start ?? '',
      valueFormatter: (value: string, row) =>
        value ? `${dateTime(value)}${row.booking_status === 'cancelled' ? ' (cancelled)' : ''}` : 'No slot',
    },
    { field: 'created_at', headerName: 'Asked', width: 120, valueFormatter: (value: string) => shortDate(value) },
    {
      field: 'actions',
      headerName: '',
      width: narrow ? 96 : 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          aria-label={`${row.handled_at ? 'Reopen' : 'Mark handled'}: ${row.name}`}
          onClick={() => setHandled.mutate({ id: row.id, handled: !row.handled_at })}
        >
          {row.handled_at ? 'Reopen' : 'Mark handled'}
        </Button>
      ),
    },
  ];

  return (
    <Box data-testid="admin-demos">
      <TextField
        select
        size="small"
        label="Show"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as (typeof DEMO_FILTERS)[number]);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
        sx={{ mb: 2, minWidth: 160 }}
      >
        {DEMO_FILTERS.map((f) => (
          <MenuItem key={f} value={f}>
            {FILTER_LABEL[f]}
          </MenuItem>
        ))}
      </TextField>
      <AdminGrid
        rows={demos.data?.requests ?? []}
        rowCount={demos.data?.total ?? 0}
        columns={columns}
        getRowId={(row) => row.id}
        loading={demos.isFetching}
        columnVisibilityModel={{ company_name: !narrow, slot: !narrow, created_at: !narrow }}
        sortingMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortModel={sort}
        onSortModelChange={setSort}
        localeText={{ noRowsLabel: status === 'open' ? 'No open demo requests.' : 'No demo requests here.' }}
      />
    </Box>
  );
}
