import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { type EmailStatus, EmailInput } from './email-input';

export type { EmailStatus } from './email-input';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** The server check run on blur once the pattern passes (deliverability, or availability on sign-up). */
  check: (email: string, signal: AbortSignal) => Promise<boolean>;
  onStatusChange?: (status: EmailStatus) => void;
  autoFocus?: boolean;
};

/** The e-mail field (components/email-input.tsx) in a react-hook-form form. */
export function EmailField<T extends FieldValues>({ control, name, check, onStatusChange, autoFocus }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <EmailInput
      name={field.name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      check={check}
      onStatusChange={onStatusChange}
      autoFocus={autoFocus}
    />
  );
}
