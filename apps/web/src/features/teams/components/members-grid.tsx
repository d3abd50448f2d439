import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MODE_NAMES, type MemberCapability } from '@buyerlab/contract';
import { fullName, MODE_LABEL, shortDate, signedChange } from '../lib/format';

type MembersGridProps = {
  members: MemberCapability[];
  onOpenReports: (member: MemberCapability) => void;
  onRemove: (member: MemberCapability) => void;
};

const scoreText = (score: number | undefined, change: number | null | undefined) =>
  score === undefined
    ? '—'
    : `${Math.round(score)}${change === null || change === undefined ? '' : ` (${signedChange(Math.round(change))})`}`;

/** One row per rep, sortable by any column; a rep's name opens their reports. */
export function MembersGrid({ members, onOpenReports, onRemove }: MembersGridProps) {
  const columns: GridColDef<MemberCapability>[] = [
    {
      field: 'name',
      headerName: 'Rep',
      minWidth: 170,
      flex: 1,
      valueGetter: (_value, row) => fullName(row),
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={() => onOpenReports(row)}
          sx={{ textTransform: 'none', fontWeight: 700, px: 0.5 }}
        >
          {fullName(row)}
        </Button>
      ),
    },
    { field: 'sessions', headerName: 'Sessions', type: 'number', width: 100 },
    { field: 'reports', headerName: 'Reports', type: 'number', width: 95 },
    {
      field: 'last_practice_at',
      headerName: 'Last practice',
      width: 135,
      valueGetter: (value: string | null) => value ?? '',
      valueFormatter: (value: string) => (value ? shortDate(value) : 'Not yet'),
    },
    {
      field: 'overall',
      headerName: 'Overall',
      type: 'number',
      width: 110,
      valueGetter: (_value, row) => row.overall?.score ?? -1,
      renderCell: ({ row }) => scoreText(row.overall?.score, row.overall?.change),
    },
    ...MODE_NAMES.map((mode): GridColDef<MemberCapability> => ({
      field: mode,
      headerName: MODE_LABEL[mode],
      type: 'number',
      width: 125,
      valueGetter: (_value, row) => row.modes.find((m) => m.mode === mode)?.score ?? -1,
      renderCell: ({ row }) => {
        const m = row.modes.find((x) => x.mode === mode);
        return scoreText(m?.score, m?.change);
      },
    })),
    {
      field: 'actions',
      headerName: '',
      width: 64,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={`Remove ${fullName(row)} from the team`}>
          <IconButton size="small" aria-label={`Remove ${fullName(row)} from the team`} onClick={() => onRemove(row)}>
            <PersonRemoveOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <Box sx={{ width: '100%' }} data-testid="members-grid">
      <DataGrid
        rows={members}
        columns={columns}
        getRowId={(row) => row.user_id}
        autoHeight
        disableRowSelectionOnClick
        hideFooter={members.length <= 25}
        initialState={{
          sorting: { sortModel: [{ field: 'overall', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25, 50, 100]}
        localeText={{ noRowsLabel: 'No reps yet: invite your team above.' }}
      />
    </Box>
  );
}
