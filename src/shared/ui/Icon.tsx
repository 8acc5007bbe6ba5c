import { DEFAULT_ICON, isIconName } from './icon-names';
// One file the browser keeps (its name carries its hash), never inlined: a <use> refuses data: addresses.
import spriteUrl from './icons.svg?url&no-inline';

interface IconProps {
  /** A Material Symbols name; unknown names fall back to the default icon. */
  name: string;
  className?: string;
  size?: number;
}

/**
 * Decorative by default: the text beside it names the action. The picture is the sprite's symbol
 * (docs/decisions/076), so that no island carries path data; it fills the icon's box (the symbol has the viewBox).
 */
export function Icon({ name, className, size = 24 }: IconProps) {
  const shown = isIconName(name) ? name : DEFAULT_ICON;
  return (
    // data-icon names the picture for tests and styles (its meaning is the text beside it).
    <svg data-icon={shown} className={className} width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
      <use href={`${spriteUrl}#${shown}`} />
    </svg>
  );
}
