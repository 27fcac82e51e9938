import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-client';
import { type ChangeType, useLogs } from '../api/get-logs';
import { formatDeployedDate, searchChangeLog } from '../search';

// spec §9: Bugs red, Improvement green, New Feature amber.
const TYPE_COLOURS: Record<ChangeType, string> = { Bugs: '#d32f2f', Improvement: '#2e7d32', 'New Feature': '#ffa000' };

/** The change-log side panel (spec §2): releases with search. */
export function ChangeLogPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('changelog');
  const logs = useLogs(open);
  const [input, setInput] = useState('');
  // The search runs on Enter or the search button, not on every key (spec §5).
  const [query, setQuery] = useState('');
  const entries = useMemo(() => searchChangeLog(logs.data ?? [], query), [logs.data, query]);

  const runSearch = () => setQuery(input);

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } } } }}>
      <Box
        component="section"
        aria-labelledby="changelog-title"
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography id="changelog-title" variant="h2" sx={{ flex: 1, fontSize: '1.2rem' }}>
            {t('title')}
          </Typography>
          <IconButton aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 1.5 }}>
          <TextField
            fullWidth
            size="small"
            value={input}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => {
              setInput(event.target.value);
              // A blank query resets the list at once.
              if (!event.target.value.trim()) setQuery('');
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') runSearch();
            }}
            slotProps={{
              htmlInput: { 'aria-label': t('searchPlaceholder') },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={t('search')} edge="end" onClick={runSearch}>
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Divider />
        {/* A scrolling region takes keyboard focus, so the list can be scrolled without a mouse (WCAG 2.1.1). */}
        <Box role="region" aria-label={t('releases')} tabIndex={0} sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}>
          {logs.isPending && logs.fetchStatus !== 'idle' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
              <CircularProgress size={20} />
              <Typography>{t('loading')}</Typography>
            </Box>
          ) : logs.isError ? (
            <Typography color="error" sx={{ py: 2 }}>
              {errorMessage(logs.error)}
            </Typography>
          ) : entries.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {t('empty')}
            </Typography>
          ) : (
            entries.map((entry) => {
              const date = formatDeployedDate(entry.deployedAt);
              return (
                <Box component="article" key={entry.version} sx={{ py: 1.5 }} data-testid="changelog-entry">
                  <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
                      {entry.version}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {date ? t('deployed', { date }) : t('notDeployed')}
                    </Typography>
                  </Box>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                    {entry.items.map((item, index) => (
                      <Box component="li" key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.5 }}>
                        <Chip
                          label={t(`types.${item.type}`)}
                          size="small"
                          sx={{
                            bgcolor: TYPE_COLOURS[item.type],
                            color: item.type === 'New Feature' ? '#000' : '#fff',
                            flexShrink: 0,
                          }}
                        />
                        <Typography variant="body2" component="div">
                          <strong>{item.modName}</strong>
                          {': '}
                          {/* Item descriptions are HTML (spec §3): sanitised before rendering (security.md 10). */}
                          <span dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(item.desc) }} />
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                  <Divider sx={{ mt: 1.5 }} />
                </Box>
              );
            })
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
