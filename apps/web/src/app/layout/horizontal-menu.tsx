// The menu of spec §2 as a bar under the top bar, for the top-navigation and mega-menu layouts (spec §9) on wide
// screens. Built from the sidebar's menu data, so both show the same entries in the same order. A group opens a list
// (top-navigation) or a wide panel with every entry of the group described (mega-menu).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { MENU } from './sidebar';

type Link = { key: string; to: string; icon?: ReactNode };
type Group = { key: string; icon?: ReactNode; children: Link[] };

// Whatever else the sidebar's entries carry (badges, section titles), a link has a path and a group has children.
const entries = (MENU as unknown[]).filter(
  (item): item is Link | Group =>
    typeof item === 'object' && item !== null && 'key' in item && ('to' in item || 'children' in item),
);
const isGroup = (item: Link | Group): item is Group => 'children' in item && Array.isArray(item.children);

function GroupButton({ group, mega }: { group: Group; mega: boolean }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const active = group.children.some((child) => child.to === pathname);
  const menuId = `menu-${group.key}`;
  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        startIcon={group.icon as ReactElement}
        endIcon={<ExpandMore />}
        aria-haspopup={mega ? 'true' : 'menu'}
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t(`nav.${group.key}`)}
      </Button>
      {mega ? (
        <Popover
          id={menuId}
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{ paper: { sx: { p: 2, width: 520, maxWidth: 'calc(100vw - 32px)' } } }}
        >
          <Typography component="p" variant="overline" color="text.secondary">
            {t(`nav.${group.key}`)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
            {group.children.map((child) => (
              <li key={child.key}>
                <Button
                  component={RouterLink}
                  to={child.to}
                  onClick={close}
                  aria-current={child.to === pathname ? 'page' : undefined}
                  startIcon={child.icon as ReactElement}
                  variant={child.to === pathname ? 'contained' : 'outlined'}
                  fullWidth
                  sx={{ justifyContent: 'flex-start', py: 1.5 }}
                >
                  {t(`nav.${child.key}`)}
                </Button>
              </li>
            ))}
          </Box>
        </Popover>
      ) : (
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
          {group.children.map((child) => (
            <MenuItem
              key={child.key}
              component={RouterLink}
              to={child.to}
              onClick={close}
              selected={child.to === pathname}
              aria-current={child.to === pathname ? 'page' : undefined}
            >
              {child.icon && <ListItemIcon>{child.icon}</ListItemIcon>}
              <ListItemText>{t(`nav.${child.key}`)}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}

export function HorizontalMenu({ mega }: { mega: boolean }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        px: 2,
        py: 0.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        position: 'relative',
        zIndex: 2,
      }}
    >
      {entries.map((item) =>
        isGroup(item) ? (
          <GroupButton key={item.key} group={item} mega={mega} />
        ) : (
          <Button
            key={item.key}
            component={RouterLink}
            to={item.to}
            color={item.to === pathname ? 'primary' : 'inherit'}
            aria-current={item.to === pathname ? 'page' : undefined}
            startIcon={item.icon as ReactElement}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, ...(item.to === pathname ? { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 6 } : {}) }}
          >
            {t(`nav.${item.key}`)}
          </Button>
        ),
      )}
    </Box>
  );
}
