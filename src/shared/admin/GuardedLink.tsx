import type { ComponentProps, MouseEvent } from 'react';
import { Link } from 'wouter';
import { confirmLeave } from './leave-guard';

/**
 * A link inside the admin area that asks first while a form holds unsaved changes (leave-guard.ts); the
 * person who stays keeps their draft. Every in-app link of the admin frame is one.
 */
export function GuardedLink({
  onClick,
  ...props
}: ComponentProps<typeof Link> & { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <Link
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // A link whose own handler kept it from navigating loses nothing.
        if (!event.defaultPrevented && !confirmLeave()) event.preventDefault();
      }}
    />
  );
}
