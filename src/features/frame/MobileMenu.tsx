import { useState } from 'react';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { GradeLinks } from './GradeLinks';
import { NavSubList } from './NavSubList';
import { isCurrentSection, NAV_LINKS } from './nav-links';

/** The side menu on narrow screens, a modal dialog with a collapsible Grades list (SPEC section 2). */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [gradesOpen, setGradesOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <Modal open={open} onClose={close} label="Site menu" className="mobile-menu">
        <div className="mobile-menu__panel">
          <button type="button" className="icon-button mobile-menu__close" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">Close menu</span>
          </button>
          <nav aria-label="Main">
            <ul role="list" className="mobile-menu__list">
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <div className="mobile-menu__row">
                    <a href={link.href} aria-current={isCurrentSection(link.href, pathname) ? 'page' : undefined}>
                      {link.label}
                    </a>
                    {link.href === '/grades' && (
                      <button
                        type="button"
                        className="icon-button mobile-menu__expand"
                        aria-expanded={gradesOpen}
                        aria-controls="mobile-grades"
                        onClick={() => setGradesOpen(!gradesOpen)}
                      >
                        <Icon name="keyboard_arrow_down" />
                        <span className="visually-hidden">{gradesOpen ? 'Hide grades' : 'Show grades'}</span>
                      </button>
                    )}
                  </div>
                  {link.href === '/grades' && (
                    <div id="mobile-grades" hidden={!gradesOpen}>
                      <GradeLinks onNavigate={close} />
                    </div>
                  )}
                  {link.children && <NavSubList links={link.children} pathname={pathname} className="mobile-menu__sublist" />}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Modal>
    </>
  );
}
