import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Chip, InputAdornment, MenuItem, TextField, useMediaQuery, type Theme } from '@mui/material';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { ADMIN_USER_SORTS, ROLE_NAMES, type AdminUser, type RoleName } from '@buyerlab/contract';
import { AdminGrid } from './admin-grid';
import { useAdminUsers, useSetDisabled, useSetRole } from '../api/admin-api';
import { shortDate } from '../lib/format';

const SORTABLE = new Set<string>(ADMIN_USER_SORTS);

/** Accounts, searched, paged and sorted by the server; role changes and disabling are audited there. */
export function UsersPanel() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'created_at', sort: 'desc' }]);
  // Search as the admin types, once they pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPaging((p) => ({ ...p, page: 0 }));
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const by = sort[0];
  const users = useAdminUsers({
    q,
    page: paging.page,
    page_size: paging.pageSize,
    sort: by && SORTABLE.has(by.field) ? (by.field as (typeof ADMIN_USER_SORTS)[number]) : 'created_at',
    order: by?.sort === 'asc' ? 'asc' : 'desc',
  });
  const setRole = useSetRole();
  const setDisabled = useSetDisabled();

  const columns: GridColDef<AdminUser>[] = [
    {
      field: 'email',
      headerName: 'Email',
      flex: 1,
      minWidth: narrow ? 120 : 220,
      // On a phone the address wraps and the chip goes under it, so nothing is cut off.
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.35, wordBreak: 'break-all', whiteSpace: 'normal' }}>
          {row.email}
          {narrow ? (
            <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{`${row.first_name} ${row.last_name}`}</Box>
          ) : null}
          {row.disabled_at ? (
            <Chip size="small" label="Disabled" color="error" sx={{ ml: narrow ? 0 : 1, mt: narrow ? 0.5 : 0 }} />
          ) : null}
        </Box>
      ),
    },
    {
      field: 'name',
      headerName: 'Name',
      minWidth: 150,
      flex: 1,
      valueGetter: (_value, row) => `${row.first_name} ${row.last_name}`.trim(),
    },
    {
      field: 'role',
      headerName: 'Role',
      width: narrow ? 118 : 160,
      renderCell: ({ row }) => (
        <TextField
          select
          size="small"
          variant="standard"
          value={row.role}
          slotProps={{ htmlInput: { 'aria-label': `Role of ${row.email}` } }}
          onChange={(event) => setRole.mutate({ id: row.user_id, role: event.target.value as RoleName })}
          sx={{ minWidth: narrow ? 100 : 130, alignSelf: 'center' }}
        >
          {ROLE_NAMES.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
    {
      field: 'created_at',
      headerName: 'Joined',
      width: 125,
      valueFormatter: (value: string) => shortDate(value),
    },
    {
      field: 'actions',
      headerName: '',
      width: narrow ? 84 : 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color={row.disabled_at ? 'primary' : 'error'}
          aria-label={`${row.disabled_at ? 'Enable' : 'Disable'} ${row.email}`}
          onClick={() => setDisabled.mutate({ id: row.user_id, disabled: !row.disabled_at })}
        >
          {row.disabled_at ? 'Enable' : 'Disable'}
        </Button>
      ),
    },
  ];

  return (
    <Box data-testid="admin-users">
      <TextField
        label="Search by email or name"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <AdminGrid
        rows={users.data?.users ?? []}
        rowCount={users.data?.total ?? 0}
        columns={columns}
        getRowId={(row) => row.user_id}
        loading={users.isFetching}
        sortingMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortModel={sort}
        onSortModelChange={setSort}
        columnVisibilityModel={{ name: !narrow, created_at: !narrow }}
        localeText={{ noRowsLabel: q ? `No account matches "${q}".` : 'No accounts yet.' }}
      />
    </Box>
  );
}
