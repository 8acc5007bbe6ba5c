import { HONEYPOT_FIELD } from './payload-schema';
import { useFormsText } from './forms-text-context';
import './honeypot.css';

/**
 * The honeypot (DESIGN section 6): a field people never meet (off-screen, out of the tab order, hidden
 * from assistive technology, never autofilled) that form-filling bots fill. It is sent with the form;
 * the server answers a filled one with success and stores nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const text = useFormsText();
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {text.honeypot}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
