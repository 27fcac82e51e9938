import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import SendIcon from '@mui/icons-material/Send';
import WorkIcon from '@mui/icons-material/Work';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Brand } from '../../lib/brand';
import { BrandMark } from './brand-mark';
import { UserPanel } from './user-panel';

type MenuLink = { key: string; to: string; icon: ReactElement };
type MenuGroup = { key: string; icon: ReactElement; children: MenuLink[] };

// spec §2 "Sidebar menu": exactly these items, in this order.
export const MENU: (MenuLink | MenuGroup)[] = [
  { key: 'dashboard', to: '/', icon: <DashboardIcon /> },
  {
    key: 'jobs',
    icon: <WorkIcon />,
    children: [
      { key: 'openJobs', to: '/jobs/open', icon: <WorkOutlineIcon /> },
      { key: 'favoriteJobs', to: '/jobs/favorite', icon: <FavoriteIcon /> },
    ],
  },
  { key: 'application', to: '/application', icon: <AssignmentIcon /> },
  { key: 'submissions', to: '/submissions', icon: <SendIcon /> },
  { key: 'jobEmailHistory', to: '/jobs/email', icon: <MarkEmailReadIcon /> },
  { key: 'subscription', to: '/subscription', icon: <CardMembershipIcon /> },
  { key: 'myAccount', to: '/accounts', icon: <AccountCircleIcon /> },
];

const isGroup = (item: MenuLink | MenuGroup): item is MenuGroup => 'children' in item;

export function Sidebar({ brand, onNavigate }: { brand: Brand | null; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({ jobs: true });

  // Every entry is a list item (<li>) holding its link or group button (a list holds only list items).
  const link = (item: MenuLink, nested = false) => (
    <ListItem key={item.key} disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={pathname === item.to}
        aria-current={pathname === item.to ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: nested ? 4 : 2, borderRadius: 1, mx: 1, mb: 0.25 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
        <ListItemText primary={t(`nav.${item.key}`)} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2 }}>
        <BrandMark brand={brand} />
      </Toolbar>
      <Divider />
      <UserPanel onNavigate={onNavigate} />
      <Divider />
      <Box component="nav" aria-label={t('nav.label')} sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <List disablePadding>
          {MENU.map((item) => {
            if (!isGroup(item)) return link(item);
            const open = openGroups[item.key] ?? false;
            return (
              <ListItem key={item.key} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  onClick={() => setOpenGroups((groups) => ({ ...groups, [item.key]: !open }))}
                  aria-expanded={open}
                  aria-controls={`nav-group-${item.key}`}
                  sx={{ borderRadius: 1, mx: 1, mb: 0.25 }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
                  <ListItemText primary={t(`nav.${item.key}`)} />
                  {open ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
                <Collapse in={open} timeout="auto" unmountOnExit>
                  <List id={`nav-group-${item.key}`} disablePadding>
                    {item.children.map((child) => link(child, true))}
                  </List>
                </Collapse>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Box>
  );
}
