import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import RecommendIcon from '@mui/icons-material/Recommend';
import SendIcon from '@mui/icons-material/Send';
import WorkIcon from '@mui/icons-material/Work';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import type { DashboardData } from '@portal/shared/dashboard';
import { type ReactElement, memo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { useDashboard } from '../../features/dashboard/api/dashboard';
import type { Brand } from '../../lib/brand';
import { BrandMark } from './brand-mark';
import { UserPanel } from './user-panel';

/** A badge: a count read from the dashboard data, and what it counts (for screen readers). */
type BadgeOf = (data: DashboardData) => { count: number; labelKey: string } | null;
type MenuLink = { key: string; to: string; icon: ReactElement; ns?: 'dashboard'; badge?: BadgeOf };
type MenuGroup = { key: string; icon: ReactElement; children: MenuLink[] };
type MenuSection = { key: string; items: (MenuLink | MenuGroup)[] };

const emailsBadge: BadgeOf = (data) => (data.emailsUnread ? { count: data.emailsUnread, labelKey: 'sidebar.badgeEmails' } : null);
const referencesBadge: BadgeOf = (data) => (data.refStatus?.awaiting ? { count: data.refStatus.awaiting, labelKey: 'sidebar.badgeReferences' } : null);
const expiringBadge: BadgeOf = (data) => (data.cands?.expiring.length ? { count: data.cands.expiring.length, labelKey: 'sidebar.badgeExpiring' } : null);
const skillsBadge: BadgeOf = (data) => (data.skills?.expiring ? { count: data.skills.expiring, labelKey: 'sidebar.badgeSkills' } : null);

// spec §2 "Sidebar menu": its items (Dashboard, Jobs with Open Jobs and Favorite Jobs, Application, Submissions, Job
// Email History, Subscription, My Account), under section titles, with the other pages a candidate works on
// (Skills Checklist, References, FAQs) and badges for what waits for the candidate.
export const MENU_SECTIONS: MenuSection[] = [
  { key: 'overview', items: [{ key: 'dashboard', to: '/', icon: <DashboardIcon /> }] },
  {
    key: 'jobs',
    items: [
      {
        key: 'jobs',
        icon: <WorkIcon />,
        children: [
          { key: 'openJobs', to: '/jobs/open', icon: <WorkOutlineIcon /> },
          { key: 'favoriteJobs', to: '/jobs/favorite', icon: <FavoriteIcon /> },
        ],
      },
      { key: 'submissions', to: '/submissions', icon: <SendIcon /> },
      { key: 'jobEmailHistory', to: '/jobs/email', icon: <MarkEmailReadIcon />, badge: emailsBadge },
    ],
  },
  {
    key: 'credentials',
    items: [
      { key: 'application', to: '/application', icon: <AssignmentIcon />, badge: expiringBadge },
      { key: 'skillsChecklist', to: '/skills/checklist', icon: <ChecklistIcon />, ns: 'dashboard', badge: skillsBadge },
      { key: 'references', to: '/references', icon: <RecommendIcon />, ns: 'dashboard', badge: referencesBadge },
    ],
  },
  {
    key: 'account',
    items: [
      { key: 'subscription', to: '/subscription', icon: <CardMembershipIcon /> },
      { key: 'myAccount', to: '/accounts', icon: <AccountCircleIcon /> },
      { key: 'faqs', to: '/faqs', icon: <HelpOutlineIcon />, ns: 'dashboard' },
    ],
  },
];

/** Every item, in order (sections flattened). */
export const MENU: (MenuLink | MenuGroup)[] = MENU_SECTIONS.flatMap((section) => section.items);

const isGroup = (item: MenuLink | MenuGroup): item is MenuGroup => 'children' in item;

/** The message key of an entry's name (read with the common and dashboard namespaces). */
export const menuLabelKey = (item: { key: string; ns?: 'dashboard' }) =>
  item.ns === 'dashboard' ? `dashboard:sidebar.${item.key}` : `nav.${item.key}`;

function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <Box
      component="span"
      data-testid="nav-badge"
      sx={{
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}

type Badge = { count: number; labelKey: string } | null;
const badgeOf = (item: MenuLink, data: DashboardData | undefined): Badge => (data && item.badge ? item.badge(data) : null);

// The menu's entries are memoised: the dashboard's answer (the badges) and a new page render only the entries whose
// badge or selection changed, not the whole menu.

/** A link of the menu; a badge sits beside it, not in it: the link is named by its page alone. */
const NavLink = memo(function NavLink({
  item,
  nested,
  selected,
  badgeCount,
  badgeLabelKey,
  onNavigate,
}: {
  item: MenuLink;
  nested: boolean;
  selected: boolean;
  badgeCount: number | undefined;
  badgeLabelKey: string | undefined;
  onNavigate: (() => void) | undefined;
}) {
  const { t } = useTranslation(['common', 'dashboard']);
  const badge = badgeCount !== undefined && badgeLabelKey !== undefined;
  return (
    <ListItem
      disablePadding
      sx={{ display: 'block', position: 'relative' }}
      secondaryAction={badge ? <CountBadge count={badgeCount} label={t(`dashboard:${badgeLabelKey}`, { count: badgeCount })} /> : undefined}
    >
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: nested ? 4 : 2, borderRadius: 1, mx: 1, mb: 0.25, ...(badge ? { pr: 6 } : {}) }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
        <ListItemText primary={t(menuLabelKey(item))} />
      </ListItemButton>
    </ListItem>
  );
});

function navLink(item: MenuLink, nested: boolean, pathname: string, data: DashboardData | undefined, onNavigate: (() => void) | undefined) {
  const badge = badgeOf(item, data);
  return (
    <NavLink
      key={item.key}
      item={item}
      nested={nested}
      selected={pathname === item.to}
      badgeCount={badge?.count}
      badgeLabelKey={badge?.labelKey}
      onNavigate={onNavigate}
    />
  );
}

/** A group of links (Jobs), opened and closed by its button. */
const NavGroup = memo(function NavGroup({
  item,
  pathname,
  data,
  onNavigate,
}: {
  item: MenuGroup;
  pathname: string;
  data: DashboardData | undefined;
  onNavigate: (() => void) | undefined;
}) {
  const { t } = useTranslation(['common', 'dashboard']);
  const [open, setOpen] = useState(item.key === 'jobs');
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={`nav-group-${item.key}`}
        sx={{ borderRadius: 1, mx: 1, mb: 0.25 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
        <ListItemText primary={t(menuLabelKey(item))} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={`nav-group-${item.key}`} disablePadding>
          {item.children.map((child) => navLink(child, true, pathname, data, onNavigate))}
        </List>
      </Collapse>
    </ListItem>
  );
});

/** A section of the menu under its title. */
const NavSection = memo(function NavSection({
  section,
  pathname,
  data,
  onNavigate,
}: {
  section: MenuSection;
  pathname: string;
  data: DashboardData | undefined;
  onNavigate: (() => void) | undefined;
}) {
  const { t } = useTranslation(['common', 'dashboard']);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListSubheader
        component="div"
        id={`nav-section-${section.key}`}
        disableSticky
        sx={{ lineHeight: 2.5, px: 3, bgcolor: 'transparent', textTransform: 'uppercase', fontSize: '0.72rem', fontWeight: 700, letterSpacing: '0.06em', color: 'text.secondary' }}
      >
        {t(`dashboard:sidebar.sections.${section.key}`)}
      </ListSubheader>
      <List disablePadding aria-labelledby={`nav-section-${section.key}`}>
        {section.items.map((item) =>
          isGroup(item) ? (
            <NavGroup key={item.key} item={item} pathname={pathname} data={data} onNavigate={onNavigate} />
          ) : (
            navLink(item, false, pathname, data, onNavigate)
          ),
        )}
      </List>
    </ListItem>
  );
});

// The candidate's panel and the brand change on their own (the auth state, the brand), not with the badges.
const MemoUserPanel = memo(UserPanel);
const MemoBrandMark = memo(BrandMark);

export function Sidebar({ brand, onNavigate }: { brand: Brand | null; onNavigate?: () => void }) {
  const { t } = useTranslation(['common', 'dashboard']);
  const { pathname } = useLocation();
  const { data } = useDashboard();

  // Every entry is a list item (<li>) holding its link or group button (a list holds only list items).
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2 }}>
        <MemoBrandMark brand={brand} />
      </Toolbar>
      <Divider />
      <MemoUserPanel onNavigate={onNavigate} />
      <Divider />
      <Box component="nav" aria-label={t('nav.label')} sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <List disablePadding>
          {MENU_SECTIONS.map((section) => (
            <NavSection key={section.key} section={section} pathname={pathname} data={data} onNavigate={onNavigate} />
          ))}
        </List>
      </Box>
    </Box>
  );
}
