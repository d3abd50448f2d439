import { Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { getDashboardLink } from '../api/dashboard-link';
import { usePublicConfig } from '../api/get-public-config';
import { useAuthStore } from '../store/auth-store';

type DashboardButtonProps = {
  children: ReactNode;
  sx?: SxProps<Theme>;
  onNavigate?: () => void;
};

/**
 * docs/product.md#dashboard-choice: a super_admin goes to the admin dashboard, everyone else to the user
 * dashboard. An external dashboard gets a fresh single-use code (docs/product.md#security-choices); without one the
 * product's own opens: /admin for a super_admin, /team for a manager, /dashboard for everyone else.
 */
export function DashboardButton({ children, sx, onNavigate }: DashboardButtonProps) {
  const role = useAuthStore((s) => s.user?.role?.name);
  const { data: config } = usePublicConfig();
  const external = role === 'super_admin' ? config?.dashboards.admin_external : config?.dashboards.user_external;

  const goExternal = async () => {
    onNavigate?.();
    const link = await getDashboardLink();
    window.location.assign(link.url);
  };

  // The product's own dashboards: admins run the product, managers watch their team, reps their own progress.
  const own = role === 'super_admin' ? '/admin' : role === 'manager' ? '/team' : '/dashboard';
  if (external) {
    return (
      <Button sx={sx} onClick={() => void goExternal().catch(() => undefined)}>
        {children}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={own} sx={sx} onClick={onNavigate}>
      {children}
    </Button>
  );
}
