import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES } from '@portal/shared/constants';

/** The language switch's menu, in a chunk of its own: loaded when it is first opened, not with every page. */
export default function LanguageMenu({
  anchor,
  current,
  names,
  onClose,
  onPick,
}: {
  anchor: HTMLElement;
  current: string;
  names: Record<string, string>;
  onClose: () => void;
  onPick: (lng: string) => void;
}) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {LOCALES.map((lng) => (
        <MenuItem key={lng} selected={lng === current} lang={lng} onClick={() => onPick(lng)}>
          {names[lng] ?? lng}
        </MenuItem>
      ))}
    </Menu>
  );
}
