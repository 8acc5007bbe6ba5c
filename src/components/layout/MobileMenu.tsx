import { useEffect, useRef, useState } from 'react';
import { Icon } from '../shared/Icon';
import { GradeLinks } from './GradeLinks';
import { isCurrentSection, NAV_LINKS } from './nav-links';

/** The side menu on narrow screens, a modal dialog with a collapsible Grades list (SPEC section 2). */
export function MobileMenu({ pathname }: { pathname: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [gradesOpen, setGradesOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button type="button" className="mobile-menu__toggle" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Icon name="menu" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog ref={dialog} className="mobile-menu" aria-label="Site menu" onClose={close} onClick={(event) => event.target === dialog.current && close()}>
        <div className="mobile-menu__panel">
          <button type="button" className="mobile-menu__close" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">Close menu</span>
          </button>
          <nav aria-label="Main">
            <ul role="list" className="mobile-menu__list">
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  {link.href === '/grades' ? (
                    <>
                      <div className="mobile-menu__row">
                        <a href={link.href} aria-current={isCurrentSection(link.href, pathname) ? 'page' : undefined}>
                          {link.label}
                        </a>
                        <button type="button" className="mobile-menu__expand" aria-expanded={gradesOpen} aria-controls="mobile-grades" onClick={() => setGradesOpen(!gradesOpen)}>
                          <Icon name="keyboard_arrow_down" />
                          <span className="visually-hidden">{gradesOpen ? 'Hide grades' : 'Show grades'}</span>
                        </button>
                      </div>
                      <div id="mobile-grades" hidden={!gradesOpen}>
                        <GradeLinks onNavigate={close} />
                      </div>
                    </>
                  ) : (
                    <a href={link.href} aria-current={isCurrentSection(link.href, pathname) ? 'page' : undefined}>
                      {link.label}
                    </a>
                  )}
                  {link.children && (
                    <ul role="list" className="mobile-menu__sublist">
                      {link.children.map((child) => (
                        <li key={child.href}>
                          <a href={child.href} aria-current={isCurrentSection(child.href, pathname) ? 'page' : undefined}>
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
