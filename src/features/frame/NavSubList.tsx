import { isCurrentSection, type NavLink } from './nav-links';

/** The links under a navigation item (the Volunteers sub-menu), marked when current. */
export function NavSubList({ links, pathname, className }: { links: readonly NavLink[]; pathname: string; className?: string }) {
  return (
    <ul role="list" className={className}>
      {links.map((child) => (
        <li key={child.href}>
          <a href={child.href} aria-current={isCurrentSection(child.href, pathname) ? 'page' : undefined}>
            {child.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
