import TextField, { type TextFieldProps } from '@mui/material/TextField';

type NativeSelectProps = TextFieldProps & {
  options: readonly string[];
  optionLabel: (value: string) => string;
  /** The empty first option ("Choose…"): nothing chosen yet. */
  chooseLabel: string;
};

/**
 * A field of the reference forms (the candidate's and the referee's) that is a native select: the phone's own picker on
 * a small screen, keyboard-usable everywhere; "Choose…" first, then the options.
 */
export function NativeSelect({ options, optionLabel, chooseLabel, slotProps, ...props }: NativeSelectProps) {
  return (
    <TextField {...props} select slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{chooseLabel}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {optionLabel(o)}
        </option>
      ))}
    </TextField>
  );
}
