import { Box, Button, Chip, Paper, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useState, type FormEvent } from 'react';
import { createAdminCouponSchema, type AdminCoupon, type CouponStatus } from '@buyerlab/contract';
import { AdminGrid } from './admin-grid';
import { useAdminCoupons, useCreateCoupon, useRevokeCoupon } from '../api/admin-api';
import { shortDate } from '../lib/format';

const STATUS: Record<CouponStatus, { label: string; color: 'success' | 'default' | 'warning' | 'error' }> = {
  active: { label: 'Active', color: 'success' },
  used_up: { label: 'Used up', color: 'default' },
  expired: { label: 'Expired', color: 'warning' },
  revoked: { label: 'Revoked', color: 'error' },
};

/** Create a coupon (uses and days valid, optional code), see each coupon's usage, revoke one. */
export function CouponsPanel() {
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const coupons = useAdminCoupons({ page: paging.page, page_size: paging.pageSize });
  const create = useCreateCoupon();
  const revoke = useRevokeCoupon();
  const [form, setForm] = useState({ code: '', uses: '1', days: '30' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createAdminCouponSchema.safeParse({
      code: form.code,
      uses: Number(form.uses),
      days: Number(form.days),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: () => setForm({ code: '', uses: '1', days: '30' }) });
  };

  const columns: GridColDef<AdminCoupon>[] = [
    {
      field: 'code',
      headerName: 'Code',
      minWidth: narrow ? 140 : 160,
      flex: 1,
      // On a phone the usage and expiry sit under the code instead of in their own columns.
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.35, whiteSpace: 'normal' }}>
          <Box sx={{ wordBreak: 'break-all' }}>{row.code}</Box>
          {narrow ? (
            <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
              {row.uses_taken} / {row.uses_allowed} used ·{' '}
              {row.expires_at ? `until ${shortDate(row.expires_at)}` : 'no expiry'}
            </Box>
          ) : null}
        </Box>
      ),
    },
    {
      field: 'usage',
      headerName: 'Used',
      width: 90,
      valueGetter: (_value, row) => `${row.uses_taken} / ${row.uses_allowed}`,
    },
    {
      field: 'status',
      headerName: 'Status',
      width: narrow ? 96 : 130,
      renderCell: ({ row }) => (
        <Stack direction={narrow ? 'column' : 'row'} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip size="small" label={STATUS[row.status].label} color={STATUS[row.status].color} />
          {row.team_invite ? <Chip size="small" variant="outlined" label="Team" /> : null}
        </Stack>
      ),
    },
    {
      field: 'expires_at',
      headerName: 'Expires',
      width: 125,
      valueFormatter: (value: string | null) => (value ? shortDate(value) : 'Never'),
    },
    {
      field: 'actions',
      headerName: '',
      width: narrow ? 84 : 100,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === 'revoked' ? null : (
          <Button size="small" color="error" aria-label={`Revoke ${row.code}`} onClick={() => revoke.mutate(row.code)}>
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <Box data-testid="admin-coupons">
      <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 2, mb: 2, borderRadius: 1.6 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
          New coupon
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr auto' },
            alignItems: 'start',
          }}
        >
          <TextField
            label="Code (optional)"
            size="small"
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.target.value })}
            error={Boolean(errors.code)}
            helperText={errors.code ?? 'Empty: a code is generated'}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
          <TextField
            label="Uses"
            size="small"
            type="number"
            value={form.uses}
            onChange={(e) => setForm({ ...form, uses: e.target.value })}
            error={Boolean(errors.uses)}
            helperText={errors.uses}
          />
          <TextField
            label="Days valid"
            size="small"
            type="number"
            value={form.days}
            onChange={(e) => setForm({ ...form, days: e.target.value })}
            error={Boolean(errors.days)}
            helperText={errors.days}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minHeight: 40 }}
          >
            Create coupon
          </Button>
        </Box>
      </Paper>
      <AdminGrid
        rows={coupons.data?.coupons ?? []}
        rowCount={coupons.data?.total ?? 0}
        columns={columns}
        getRowId={(row) => row.code}
        columnVisibilityModel={{ usage: !narrow, expires_at: !narrow }}
        loading={coupons.isFetching}
        disableColumnSorting
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        localeText={{ noRowsLabel: 'No coupons yet.' }}
      />
    </Box>
  );
}
