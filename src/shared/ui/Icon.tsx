import { DEFAULT_ICON, ICON_PATHS, isIconName } from './icons';

interface IconProps {
  /** A Material Symbols name; unknown names fall back to the default icon. */
  name: string;
  className?: string;
  size?: number;
}

/** Decorative by default: the text beside it names the action. */
export function Icon({ name, className, size = 24 }: IconProps) {
  const shown = isIconName(name) ? name : DEFAULT_ICON;
  return (
    // data-icon names the picture for tests and styles (its meaning is the text beside it).
    <svg
      data-icon={shown}
      className={className}
      width={size}
      height={size}
      viewBox="0 -960 960 960"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d={ICON_PATHS[shown]} />
    </svg>
  );
}
