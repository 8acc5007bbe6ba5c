import { Link } from 'wouter';
import { visibleMenuEntries } from './admin-menu';
import type { SessionUser } from '../../shared/session';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';

interface AdminMenuProps {
  open: boolean;
  user: SessionUser;
  onClose: () => void;
}

/** The admin menu modal: Home first, then the entries the user's scopes (and is_admin) allow (SPEC sections 2 and 6). */
export function AdminMenu({ open, user, onClose }: AdminMenuProps) {
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
              <Link href={entry.fullPath} className="admin-menu__link" onClick={onClose}>
                <Icon name={entry.icon} />
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
