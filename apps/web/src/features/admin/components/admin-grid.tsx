import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { ADMIN_PAGE_SIZES } from '@buyerlab/contract';

const CENTRED_CELLS = { '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } } as const;

/**
 * The admin console's tables: paged on the server, no row selection or column menu, rows as tall
 * as their stacked phone layout needs. Each panel passes its rows, columns and paging; any of
 * these defaults can be overridden.
 */
export function AdminGrid<R extends GridValidRowModel>(props: DataGridProps<R>) {
  return (
    <DataGrid<R>
      autoHeight
      disableRowSelectionOnClick
      disableColumnMenu
      paginationMode="server"
      pageSizeOptions={[...ADMIN_PAGE_SIZES]}
      getRowHeight={() => 'auto'}
      sx={CENTRED_CELLS}
      {...props}
    />
  );
}
