import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { forwardRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

/** spec §2: password field with show/hide. */
export const PasswordField = forwardRef<HTMLDivElement, Omit<OutlinedFieldProps, 'type' | 'endAdornment'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('auth');
    const [shown, setShown] = useState(false);
    return (
      <OutlinedField
        ref={ref}
        fullWidth
        margin="normal"
        {...props}
        type={shown ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton aria-label={shown ? t('hidePassword') : t('showPassword')} onClick={() => setShown((s) => !s)} edge="end">
              {shown ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
    );
  },
);
