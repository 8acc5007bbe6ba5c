import './admin-editor.css';
import { Icon } from '../ui/Icon';
import { EDITOR_TEXT } from './messages';

interface SiteLinkProps {
  /** The public page of the saved item: '/events/{id}', '/committees/{slug}', '/aboutus#hsaboard'. */
  href: string;
  /** What the link names; 'View on the site' by default. */
  label?: string;
}

/**
 * A link from an admin editor to what its saved item looks like on the public site (docs/decisions/056). It
 * opens a new tab, so the editor and its unsaved changes stay where they are.
 */
export function SiteLink({ href, label = EDITOR_TEXT.viewOnSite }: SiteLinkProps) {
  return (
    <a className="site-link" href={href} target="_blank" rel="noopener">
      {label}
      <Icon name="open_in_new" size={18} />
      <span className="visually-hidden"> {EDITOR_TEXT.newTab}</span>
    </a>
  );
}
