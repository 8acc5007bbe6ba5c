import { SCOPES, type Scope } from './scopes';
import { Field } from '../../shared/ui/Field';
import { SCOPE_NAMES, toolsOfScope } from '../admin';

interface ScopeFieldsProps {
  scopes: Scope[];
  isAdmin: boolean;
  onScopes: (scopes: Scope[]) => void;
  onAdmin: (isAdmin: boolean) => void;
}

/** What a user may open: one checkbox per scope, named as the admin menu names its tools, and the administrator flag. */
export function ScopeFields({ scopes, isAdmin, onScopes, onAdmin }: ScopeFieldsProps) {
  const toggle = (scope: Scope, on: boolean) => onScopes(SCOPES.filter((known) => (known === scope ? on : scopes.includes(known))));
  return (
    <>
      <Field label="Scopes" group className="users-checks">
        {() =>
          SCOPES.map((scope) => (
            <div key={scope}>
              <label className="users-check">
                <input
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  checked={scopes.includes(scope)}
                  aria-describedby={`scope-tools-${scope}`}
                  onChange={(event) => toggle(scope, event.target.checked)}
                />
                {SCOPE_NAMES[scope]}
              </label>
              <p id={`scope-tools-${scope}`} className="users-check__tools">
                {toolsOfScope(scope).join(', ')}
              </p>
            </div>
          ))
        }
      </Field>
      <Field label="Administrator" group className="users-checks">
        {() => (
          <label className="users-check">
            <input type="checkbox" name="is_admin" checked={isAdmin} onChange={(event) => onAdmin(event.target.checked)} />
            Can manage users
          </label>
        )}
      </Field>
    </>
  );
}
