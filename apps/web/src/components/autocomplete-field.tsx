import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

/**
 * The input of an Autocomplete (its `renderInput`): what MUI's outlined TextField renders with the same parameters
 * (label, outlined input with the chips and the buttons, ids and ARIA references), without TextField itself, which
 * imports Select, its menu and every other input variant into the page.
 */
export function AutocompleteField({
  params,
  label,
  placeholder,
}: {
  params: AutocompleteRenderInputParams;
  label: ReactNode;
  placeholder?: string;
}) {
  const { id, disabled, fullWidth, size, slotProps } = params;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} disabled={disabled} size={size}>
      <InputLabel {...slotProps.inputLabel} htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...slotProps.input} id={id} label={label} placeholder={placeholder} inputProps={slotProps.htmlInput} />
    </FormControl>
  );
}
