import { useLocation } from 'wouter';
import { visibleMenuEntries } from './admin-menu';
import type { SessionUser } from '../../shared/session';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { GuardedLink } from '../../shared/admin/GuardedLink';

interface AdminMenuProps {
  open: boolean;
  user: SessionUser;
  onClose: () => void;
}

/**
 * The admin menu modal: Home first, then the entries the user's scopes (and is_admin) allow (SPEC sections 2
 * and 6). An entry asks first while a form holds unsaved changes; the current screen's entry only closes the
 * menu.
 */
export function AdminMenu({ open, user, onClose }: AdminMenuProps) {
  const [location] = useLocation();
  return (
    <Modal open={open} onClose={onClose} labelledBy="admin-menu-title" className="admin-menu">
      <div className="admin-menu__panel">
        <div className="admin-menu__head">
          <h2 id="admin-menu-title">Admin Menu</h2>
          <button type="button" className="icon-button" onClick={onClose}>
            <Icon name="close" />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <ul className="admin-menu__list">
          {visibleMenuEntries(user).map((entry) => (
            <li key={entry.fullPath}>
              <GuardedLink
                href={entry.fullPath}
                className="admin-menu__link"
                aria-current={entry.fullPath === location ? 'page' : undefined}
                onClick={(event) => {
                  if (entry.fullPath === location) event.preventDefault();
                  onClose();
                }}
              >
                <Icon name={entry.icon} />
                {entry.title}
              </GuardedLink>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
