import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DashboardButton } from '../../features/auth';
import { BookDemoButton, setDemoMeetingOpen } from '../../features/demo-booking';
import { DASHBOARD_LINK, INDUSTRY_LINKS, PRIMARY_LINKS, SECONDARY_LINKS, type NavLink } from './nav-items';

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  onSignIn: () => void;
  onLogout: () => void;
};

const dashboardItemSx = {
  width: '100%',
  justifyContent: 'flex-start',
  px: 2,
  py: 1.5,
  borderRadius: 0,
  textTransform: 'none',
  fontSize: '1rem',
  fontWeight: 400,
  color: 'text.primary',
} as const;

/** The hamburger menu: the same entries as the desktop header. */
export function MobileMenu({ open, onClose, signedIn, onSignIn, onLogout }: MobileMenuProps) {
  const item = (link: NavLink) => (
    <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
      <ListItemText primary={link.label} secondary={link.note} />
    </ListItemButton>
  );
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Mobile">
        <List>
          {PRIMARY_LINKS.map(item)}
          <ListSubheader disableSticky>Case Study &amp; Industries</ListSubheader>
          {INDUSTRY_LINKS.map(item)}
          {SECONDARY_LINKS.map(item)}
          {signedIn ? (
            // The same choice as the header's: admin or user dashboard, external when configured.
            <DashboardButton sx={dashboardItemSx} onNavigate={onClose}>
              {DASHBOARD_LINK.label}
            </DashboardButton>
          ) : null}
        </List>
      </Box>
      <Divider />
      <Box sx={{ display: 'grid', gap: 1.5, p: 2 }}>
        <BookDemoButton
          fullWidth
          onClick={() => {
            onClose();
            setDemoMeetingOpen(true);
          }}
        />
        {signedIn ? (
          <Button
            variant="outlined"
            fullWidth
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            Logout
          </Button>
        ) : (
          <Button
            variant="outlined"
            fullWidth
            onClick={() => {
              onClose();
              onSignIn();
            }}
          >
            Signin / Signup
          </Button>
        )}
      </Box>
    </Drawer>
  );
}
