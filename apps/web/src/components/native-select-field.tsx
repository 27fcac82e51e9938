import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

/**
 * An outlined select that is the browser's own: the phone's picker on a small screen, keyboard-usable everywhere, and
 * without MUI's Select, its menu, popover and modal (a page of filters loads none of them).
 */
export function NativeSelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  size,
  minWidth,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: ReactNode }[];
  onChange: (value: string) => void;
  size?: 'small';
  minWidth?: number;
}) {
  const id = useId();
  return (
    <FormControl fullWidth={!minWidth} size={size} sx={minWidth ? { minWidth } : undefined}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
