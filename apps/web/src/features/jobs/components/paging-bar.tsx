import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPaging } from '@portal/shared/api';
import { PER_PAGE_OPTIONS } from '@portal/shared/schemas/jobs-values';
import { useTranslation } from '../../../lib/use-translation';
import { NativeSelectField } from '../../../components/native-select-field';
import { count } from '../format';

/** Page links and, where the page size is the candidate's choice, a per-page selector (spec §4, §9). */
export function PagingBar({
  paging,
  onPage,
  onPerPage,
}: {
  paging: TPaging;
  onPage: (page: number) => void;
  onPerPage?: (perPage: number) => void;
}) {
  const { t, i18n } = useTranslation('jobs');
  const from = paging.total ? (paging.page - 1) * paging.perPage + 1 : 0;
  const to = Math.min(paging.total, paging.page * paging.perPage);
  const lng = i18n.language;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {onPerPage && (
          <NativeSelectField
            label={t('paging.perPage')}
            size="small"
            minWidth={140}
            value={paging.perPage}
            onChange={(next) => onPerPage(Number(next))}
            options={PER_PAGE_OPTIONS.map((size) => ({ value: size, label: size }))}
          />
        )}
        <Typography variant="body2" color="text.secondary">
          {t('paging.range', { from: count(from, lng), to: count(to, lng), total: count(paging.total, lng) })}
        </Typography>
      </Stack>
      {paging.totalPages > 1 && (
        <Pagination
          aria-label={t('paging.label')}
          count={paging.totalPages}
          page={Math.min(paging.page, paging.totalPages)}
          onChange={(_event, page) => onPage(page)}
          color="primary"
          siblingCount={0}
          boundaryCount={1}
        />
      )}
    </Stack>
  );
}
