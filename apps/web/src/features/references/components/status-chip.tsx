import Chip from '@mui/material/Chip';
import type { ReferenceStatus } from '@portal/shared/schemas/references';
import { useTranslation } from '../../../lib/use-translation';

const COLOURS = { requested: 'default', opened: 'primary', completed: 'success', declined: 'warning', expired: 'error' } as const;

/** requested, opened, completed, declined or expired: a word and a colour, never the colour alone. */
export function StatusChip({ status }: { status: ReferenceStatus }) {
  const { t } = useTranslation('references');
  return <Chip size="small" color={COLOURS[status]} label={t(`status.${status}`)} />;
}
