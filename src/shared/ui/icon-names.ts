/**
 * The Material Symbols this site shows (outlined, weight 400). Their pictures are one sprite, icons.svg,
 * written by `npx tsx scripts/build/icon-sprite.ts` from @material-symbols/svg-400 (docs/decisions/076): an
 * island carries the names only, not the path data. Data may name any of these (grade and committee icons).
 */
export const ICON_NAMES = [
  'account_circle',
  'add',
  'arrow_back',
  'chevron_left',
  'chevron_right',
  'close',
  'delete',
  'description',
  'dictionary',
  'edit',
  'event',
  'groups_2',
  'history_edu',
  'home',
  'info',
  'keyboard_arrow_down',
  'link',
  'lock_reset',
  'login',
  'logout',
  'mail',
  'manage_accounts',
  'menu',
  'open_in_new',
  'person_play',
  'repeat',
  'school',
  'search',
  'swap_vert',
  'undo',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Committees and grades without an icon of their own show this one (SPEC section 9: groups_2). */
export const DEFAULT_ICON: IconName = 'groups_2';

const NAMES: ReadonlySet<string> = new Set(ICON_NAMES);

export const isIconName = (name: string): name is IconName => NAMES.has(name);
