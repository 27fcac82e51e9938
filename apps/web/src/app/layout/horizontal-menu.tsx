// The menu of spec §2 for the top-navigation and mega-menu layouts (spec §9) on wide screens, built from the sidebar's
// menu data, so all layouts show the same entries in the same order, named alike. Top navigation: a bar under the top
// bar, a group opening a list. Mega menu: one button in the top bar opening a wide panel with the menu's sections as
// columns, each under its heading.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { MENU, MENU_SECTIONS, menuLabelKey } from './sidebar';

type Link = { key: string; to: string; icon?: ReactNode; ns?: 'dashboard' };
type Group = { key: string; icon?: ReactNode; children: Link[] };

const isGroup = (item: Link | Group): item is Group => 'children' in item && Array.isArray(item.children);
// Whatever else the sidebar's entries carry (badges), a link has a path and a group has children.
const entries = (MENU as (Link | Group)[]).filter((item) => 'to' in item || isGroup(item));

function GroupButton({ group }: { group: Group }) {
  const { t } = useTranslation(['common', 'dashboard']);
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
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t(menuLabelKey(group))}
      </Button>
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
            <ListItemText>{t(menuLabelKey(child))}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Top navigation: the menu as a bar under the top bar. */
export function HorizontalMenu() {
  const { t } = useTranslation(['common', 'dashboard']);
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
          <GroupButton key={item.key} group={item} />
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
            {t(menuLabelKey(item))}
          </Button>
        ),
      )}
    </Box>
  );
}

const MEGA_PANEL_ID = 'mega-menu-panel';

/**
 * Mega menu: a button of the top bar opens a panel with every section of the menu as a column under its heading (a
 * group's entries are in its section's column). The panel holds the focus while open; Escape, a click outside or a
 * chosen page closes it and the focus returns to the button.
 */
export function MegaMenu() {
  const { t } = useTranslation(['common', 'dashboard']);
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const open = Boolean(anchor);
  const firstLink = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<MenuIcon />}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? MEGA_PANEL_ID : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('nav.open')}
      </Button>
      <Popover
        id={MEGA_PANEL_ID}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { sx: { p: 3, width: 880, maxWidth: 'calc(100vw - 32px)' } },
          // The panel opens with the focus on its first entry.
          transition: { onEntered: () => firstLink.current?.focus() },
        }}
      >
        <Box
          component="nav"
          aria-label={t('nav.label')}
          data-testid="mega-panel"
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${MENU_SECTIONS.length}, minmax(0, 1fr))`, gap: 3 }}
        >
          {MENU_SECTIONS.map((section, column) => {
            const headingId = `mega-section-${section.key}`;
            const links = (section.items as (Link | Group)[]).flatMap((item) => (isGroup(item) ? item.children : [item]));
            return (
              <section key={section.key} aria-labelledby={headingId}>
                <Typography
                  id={headingId}
                  component="h2"
                  variant="overline"
                  color="text.secondary"
                  sx={{ display: 'block', fontWeight: 700, lineHeight: 2, mb: 1 }}
                >
                  {t(`dashboard:sidebar.sections.${section.key}`)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                  {links.map((link, row) => (
                    <li key={link.key}>
                      <Link
                        ref={column === 0 && row === 0 ? firstLink : undefined}
                        component={RouterLink}
                        to={link.to}
                        onClick={close}
                        aria-current={link.to === pathname ? 'page' : undefined}
                        underline="hover"
                        color={link.to === pathname ? 'primary' : 'inherit'}
                        sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, fontWeight: link.to === pathname ? 700 : 400, '& svg': { color: 'text.secondary' } }}
                      >
                        {link.icon}
                        {t(menuLabelKey(link))}
                      </Link>
                    </li>
                  ))}
                </Box>
              </section>
            );
          })}
        </Box>
      </Popover>
    </>
  );
}
