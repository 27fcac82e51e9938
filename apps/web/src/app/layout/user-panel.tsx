import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Tooltip from '@mui/material/Tooltip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/logout';
import { avatarUrl, clearSession, useAuth } from '../../lib/auth-store';
import { readString, writeString } from '../../lib/storage';

// spec §2: a status picker with online, idle, bussy (sic), offline shown as a coloured dot.
export const STATUSES = ['online', 'idle', 'bussy', 'offline'] as const;
export type Status = (typeof STATUSES)[number];
const STATUS_COLOURS: Record<Status, string> = { online: '#2e7d32', idle: '#ffa000', bussy: '#d32f2f', offline: '#9e9e9e' };
const STATUS_KEY = 'status';

function StatusDot({ status, size = 10 }: { status: Status; size?: number }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: STATUS_COLOURS[status],
        flexShrink: 0,
      }}
    />
  );
}

/** Avatar, first and last name, status picker and Log Out (spec §2 "Sidebar menu"). */
export function UserPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { profileData, fName, lName, email } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<Status>(() => {
    const stored = readString(STATUS_KEY);
    return (STATUSES as readonly string[]).includes(stored ?? '') ? (stored as Status) : 'online';
  });

  const firstName = profileData?.firstName ?? fName ?? '';
  const lastName = profileData?.lastName ?? lName ?? '';
  const fullName = `${firstName} ${lastName}`.trim() || email || t('user.candidate');
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || fullName.charAt(0).toUpperCase();

  const choose = (next: Status) => {
    setStatus(next);
    writeString(STATUS_KEY, next);
    setAnchor(null);
  };

  // spec §2/§4: Log Out wipes the session and navigates to /.
  const logOut = () => {
    // The server revokes the session and clears the username cookie; the token is read before it is wiped.
    void logout();
    clearSession();
    onNavigate?.();
    navigate('/');
  };

  return (
    <Box sx={{ px: 2, py: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeContent={<StatusDot status={status} size={12} />}
          slotProps={{
            badge: { sx: { border: 2, borderColor: 'background.paper', borderRadius: '50%', p: 0, minWidth: 0, height: 'auto' } },
          }}
        >
          <Avatar src={avatarUrl(profileData?.avatar) ?? undefined} alt={fullName} sx={{ width: 44, height: 44 }}>
            {initials}
          </Avatar>
        </Badge>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap data-testid="user-name">
            {fullName}
          </Typography>
          <Button
            size="small"
            onClick={(event) => setAnchor(event.currentTarget)}
            // The name starts with what the button shows (WCAG 2.5.3), then says what it does.
            aria-label={t('user.changeStatus', { status: t(`user.statuses.${status}`) })}
            aria-haspopup="menu"
            sx={{ p: 0, minWidth: 0, gap: 0.75, color: 'text.secondary', fontWeight: 400 }}
          >
            <StatusDot status={status} />
            {t(`user.statuses.${status}`)}
          </Button>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {STATUSES.map((option) => (
              <MenuItem key={option} selected={option === status} onClick={() => choose(option)} sx={{ gap: 1 }}>
                <StatusDot status={option} />
                {t(`user.statuses.${option}`)}
              </MenuItem>
            ))}
          </Menu>
        </Box>
      </Box>
      {/* spec §2: /profile is the "My Profile" menu item. */}
      {/* Side by side when both fit; a longer translation ("Cerrar sesión") goes to its own line instead of overflowing. */}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="user-actions">
        <Button
          variant="outlined"
          size="small"
          startIcon={<PersonIcon />}
          component={RouterLink}
          to="/profile"
          onClick={onNavigate}
          sx={{ flex: '1 0 auto', whiteSpace: 'nowrap' }}
        >
          {t('user.myProfile')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<LogoutIcon />}
          onClick={logOut}
          sx={{ flex: '1 0 auto', whiteSpace: 'nowrap' }}
        >
          {t('user.logOut')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The same avatar, name, My Profile and Log Out as a menu in the top bar, for the layouts without a sidebar on wide
 * screens (top-navigation, mega-menu; spec §9).
 */
export function UserMenu({ label }: { label: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { profileData, fName, lName, email } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const firstName = profileData?.firstName ?? fName ?? '';
  const lastName = profileData?.lastName ?? lName ?? '';
  const fullName = `${firstName} ${lastName}`.trim() || email || t('user.candidate');
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || fullName.charAt(0).toUpperCase();
  const logOut = () => {
    void logout();
    clearSession();
    setAnchor(null);
    navigate('/');
  };
  return (
    <>
      <Tooltip title={label}>
        {/* The name starts with the initials the button shows (WCAG 2.5.3), then says what it opens. */}
        <IconButton aria-label={`${initials}, ${label}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <Avatar src={avatarUrl(profileData?.avatar) ?? undefined} alt="" sx={{ width: 30, height: 30, fontSize: '0.85rem' }}>
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="user-name">
            {fullName}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/profile" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('user.myProfile')}
        </MenuItem>
        <MenuItem onClick={logOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('user.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
