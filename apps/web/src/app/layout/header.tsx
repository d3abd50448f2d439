import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, IconButton, Menu, MenuItem, Toolbar } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@buyerlab/contract';
import { DashboardButton, logout, setSignInOpen, useIsSignedIn } from '../../features/auth';
import { BookDemoButton } from '../../features/demo-booking';
import { toast } from '../../lib/toast';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { DASHBOARD_LINK, INDUSTRY_LINKS, PRIMARY_LINKS, SECONDARY_LINKS } from './nav-items';

function messageOf(response: unknown): string | undefined {
  if (response && typeof response === 'object' && 'message' in response && typeof response.message === 'string')
    return response.message || undefined;
  return undefined;
}

export function Header() {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const [industriesAnchor, setIndustriesAnchor] = useState<HTMLElement | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);

  const handleLogout = async () => {
    const response = await logout();
    await navigate('/');
    // The server answers with a message; signing out still confirms itself when the call failed.
    toast.success(messageOf(response) ?? AUTH_MESSAGES.signedOut);
  };

  const navButtonSx = { color: 'text.primary', fontWeight: 600, px: 1.5 } as const;

  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', backdropFilter: 'blur(8px)', bgcolor: 'rgba(255,255,255,0.92)' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64, md: 72 } }}>
          <BrandLogo />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flexGrow: 1 }}
          >
            {PRIMARY_LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} sx={navButtonSx}>
                {link.label}
              </Button>
            ))}
            <Button
              sx={navButtonSx}
              endIcon={<ExpandMoreIcon />}
              aria-haspopup="menu"
              aria-expanded={industriesAnchor ? 'true' : undefined}
              onClick={(e) => setIndustriesAnchor(e.currentTarget)}
            >
              Case Study &amp; Industries
            </Button>
            <Menu
              anchorEl={industriesAnchor}
              open={industriesAnchor !== null}
              onClose={() => setIndustriesAnchor(null)}
            >
              {INDUSTRY_LINKS.map((link) => (
                <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setIndustriesAnchor(null)}>
                  {link.label}
                  {link.note ? (
                    <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: 12 }}>
                      ({link.note})
                    </Box>
                  ) : null}
                </MenuItem>
              ))}
            </Menu>
            {SECONDARY_LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} sx={navButtonSx}>
                {link.label}
              </Button>
            ))}
            {signedIn ? <DashboardButton sx={navButtonSx}>{DASHBOARD_LINK.label}</DashboardButton> : null}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1.5, alignItems: 'center' }}>
            <BookDemoButton />
            {signedIn ? (
              <Button variant="outlined" onClick={() => void handleLogout()}>
                Logout
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => setSignInOpen(true)}>
                Signin / Signup
              </Button>
            )}
          </Box>
          <IconButton
            aria-label="Open menu"
            sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto' }}
            onClick={() => setMobileOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <MobileMenu
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        signedIn={signedIn}
        onSignIn={() => setSignInOpen(true)}
        onLogout={() => void handleLogout()}
      />
    </AppBar>
  );
}
