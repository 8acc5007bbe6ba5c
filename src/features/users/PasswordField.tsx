import { Field } from '../../shared/ui/Field';
import { MIN_PASSWORD_LENGTH } from './user-schema';

interface PasswordFieldProps {
  label: string;
  name: string;
  /** 'new-password' lets the browser offer a strong one; 'current-password' fills the saved one. */
  autoComplete: 'new-password' | 'current-password';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A required password input, as the Users tool, the reset dialog and Account all ask for one. */
export function PasswordField({ label, name, autoComplete, value, error, onChange, onBlur }: PasswordFieldProps) {
  return (
    <Field label={label} required error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="password"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

/** The label of a field for a new password: it says the rule the schema checks. */
export const newPasswordLabel = (prefix: 'Password' | 'New password') => `${prefix} (at least ${MIN_PASSWORD_LENGTH} characters)`;
