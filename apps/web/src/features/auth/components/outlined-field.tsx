import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEventHandler, type FocusEventHandler, type ReactNode, forwardRef, useId } from 'react';

export type OutlinedFieldProps = {
  label?: ReactNode;
  name?: string;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
};

/**
 * An outlined text field: what MUI's TextField renders for its outlined variant (the same elements, ids and ARIA
 * references), without TextField itself, which imports Select and every other input variant into each page that has a
 * form. The sign-in pages use it, so that they load only what they show.
 */
export const OutlinedField = forwardRef<HTMLDivElement, OutlinedFieldProps>(function OutlinedField(
  {
    label,
    name,
    value,
    onChange,
    onBlur,
    type,
    autoComplete,
    autoFocus,
    fullWidth,
    margin,
    error,
    disabled,
    required,
    helperText,
    endAdornment,
  },
  ref,
) {
  const id = useId();
  const labelId = label ? `${id}-label` : undefined;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      ref={ref}
      variant="outlined"
      fullWidth={fullWidth}
      margin={margin}
      error={error}
      disabled={disabled}
      required={required}
    >
      {label && (
        <InputLabel htmlFor={id} id={labelId}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        aria-describedby={helperTextId}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
