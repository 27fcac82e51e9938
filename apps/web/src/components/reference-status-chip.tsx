// A reference's status as a chip (the References page and the application's references step show the same list).
import Chip from '@mui/material/Chip';
import type { ReferenceStatus } from '@portal/shared/schemas/references';
import { useTranslation } from '../lib/use-translation';

const COLOURS = { draft: 'default', requested: 'default', opened: 'primary', completed: 'success', declined: 'warning', expired: 'error' } as const;

/** draft, requested, opened, completed, declined or expired: a word and a colour, never the colour alone. */
export function StatusChip({ status }: { status: ReferenceStatus }) {
  const { t } = useTranslation('references');
  return <Chip size="small" variant={status === 'draft' ? 'outlined' : 'filled'} color={COLOURS[status]} label={t(`status.${status}`)} />;
}
