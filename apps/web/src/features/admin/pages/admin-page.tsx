import { Container, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { SignInPrompt, useAuthStore, useIsSignedIn } from '../../auth';
import { NotFoundPage } from '../../marketing';
import { AuditPanel } from '../components/audit-panel';
import { CatalogPanel } from '../components/catalog-panel';
import { CouponsPanel } from '../components/coupons-panel';
import { DemoPanel } from '../components/demo-panel';
import { UsersPanel } from '../components/users-panel';

const SECTIONS = [
  { id: 'users', label: 'Users', panel: <UsersPanel /> },
  { id: 'coupons', label: 'Coupons', panel: <CouponsPanel /> },
  { id: 'demos', label: 'Demo requests', panel: <DemoPanel /> },
  { id: 'catalog', label: 'Catalog', panel: <CatalogPanel /> },
  { id: 'audit', label: 'Audit log', panel: <AuditPanel /> },
] as const;

/**
 * /admin (docs/product.md#admin): the super_admin's console. Signed out, the sign-in prompt; any
 * other role sees the not-found page, as for any page that is not theirs.
 */
export default function AdminPage() {
  const signedIn = useIsSignedIn();
  const user = useAuthStore((s) => s.user);
  const [section, setSection] = useState<(typeof SECTIONS)[number]['id']>('users');
  useEffect(() => {
    document.title = 'Admin — Buyerlab';
  }, []);

  if (!signedIn) {
    return (
      <SignInPrompt
        title="Admin"
        body="Sign in with an administrator account to manage users, coupons, demo requests and the catalog."
      />
    );
  }
  if (!user) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Skeleton variant="rounded" height={320} aria-label="Loading" />
      </Container>
    );
  }
  if (user.role?.name !== 'super_admin') return <NotFoundPage />;
  const current = SECTIONS.find((s) => s.id === section) ?? SECTIONS[0];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }} data-testid="admin-page">
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 28, md: 34 } }}>
        Admin
      </Typography>
      <Tabs
        value={current.id}
        onChange={(_event, value: typeof section) => setSection(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Admin sections"
        sx={{ my: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {SECTIONS.map((s) => (
          <Tab key={s.id} value={s.id} label={s.label} id={`admin-tab-${s.id}`} aria-controls="admin-panel" />
        ))}
      </Tabs>
      <div role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${current.id}`}>
        {current.panel}
      </div>
    </Container>
  );
}
