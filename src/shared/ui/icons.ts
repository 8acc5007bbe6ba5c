/**
 * The Material Symbols this site shows, as path data (one <path> each, 960-unit viewBox), bundled at
 * build time so that no icon font is downloaded. Data may name any of these (grade and committee icons).
 */
import accountCircleSvg from '@material-symbols/svg-400/outlined/account_circle.svg?raw';
import addSvg from '@material-symbols/svg-400/outlined/add.svg?raw';
import arrowBackSvg from '@material-symbols/svg-400/outlined/arrow_back.svg?raw';
import chevronLeftSvg from '@material-symbols/svg-400/outlined/chevron_left.svg?raw';
import chevronRightSvg from '@material-symbols/svg-400/outlined/chevron_right.svg?raw';
import closeSvg from '@material-symbols/svg-400/outlined/close.svg?raw';
import deleteSvg from '@material-symbols/svg-400/outlined/delete.svg?raw';
import descriptionSvg from '@material-symbols/svg-400/outlined/description.svg?raw';
import dictionarySvg from '@material-symbols/svg-400/outlined/dictionary.svg?raw';
import editSvg from '@material-symbols/svg-400/outlined/edit.svg?raw';
import eventSvg from '@material-symbols/svg-400/outlined/event.svg?raw';
import groups2Svg from '@material-symbols/svg-400/outlined/groups_2.svg?raw';
import historyEduSvg from '@material-symbols/svg-400/outlined/history_edu.svg?raw';
import homeSvg from '@material-symbols/svg-400/outlined/home.svg?raw';
import infoSvg from '@material-symbols/svg-400/outlined/info.svg?raw';
import keyboardArrowDownSvg from '@material-symbols/svg-400/outlined/keyboard_arrow_down.svg?raw';
import linkSvg from '@material-symbols/svg-400/outlined/link.svg?raw';
import lockResetSvg from '@material-symbols/svg-400/outlined/lock_reset.svg?raw';
import loginSvg from '@material-symbols/svg-400/outlined/login.svg?raw';
import logoutSvg from '@material-symbols/svg-400/outlined/logout.svg?raw';
import mailSvg from '@material-symbols/svg-400/outlined/mail.svg?raw';
import manageAccountsSvg from '@material-symbols/svg-400/outlined/manage_accounts.svg?raw';
import menuSvg from '@material-symbols/svg-400/outlined/menu.svg?raw';
import openInNewSvg from '@material-symbols/svg-400/outlined/open_in_new.svg?raw';
import personPlaySvg from '@material-symbols/svg-400/outlined/person_play.svg?raw';
import repeatSvg from '@material-symbols/svg-400/outlined/repeat.svg?raw';
import schoolSvg from '@material-symbols/svg-400/outlined/school.svg?raw';
import searchSvg from '@material-symbols/svg-400/outlined/search.svg?raw';
import swapVertSvg from '@material-symbols/svg-400/outlined/swap_vert.svg?raw';
import undoSvg from '@material-symbols/svg-400/outlined/undo.svg?raw';

/** The `d` of an icon's one path. */
const pathOf = (svg: string): string => /\sd="([^"]+)"/.exec(svg)?.[1] ?? '';

export const ICON_PATHS = {
  account_circle: pathOf(accountCircleSvg),
  add: pathOf(addSvg),
  arrow_back: pathOf(arrowBackSvg),
  chevron_left: pathOf(chevronLeftSvg),
  chevron_right: pathOf(chevronRightSvg),
  close: pathOf(closeSvg),
  delete: pathOf(deleteSvg),
  description: pathOf(descriptionSvg),
  dictionary: pathOf(dictionarySvg),
  edit: pathOf(editSvg),
  event: pathOf(eventSvg),
  groups_2: pathOf(groups2Svg),
  history_edu: pathOf(historyEduSvg),
  home: pathOf(homeSvg),
  info: pathOf(infoSvg),
  keyboard_arrow_down: pathOf(keyboardArrowDownSvg),
  link: pathOf(linkSvg),
  lock_reset: pathOf(lockResetSvg),
  login: pathOf(loginSvg),
  logout: pathOf(logoutSvg),
  mail: pathOf(mailSvg),
  manage_accounts: pathOf(manageAccountsSvg),
  menu: pathOf(menuSvg),
  open_in_new: pathOf(openInNewSvg),
  person_play: pathOf(personPlaySvg),
  repeat: pathOf(repeatSvg),
  school: pathOf(schoolSvg),
  search: pathOf(searchSvg),
  swap_vert: pathOf(swapVertSvg),
  undo: pathOf(undoSvg),
};

export type IconName = keyof typeof ICON_PATHS;

/** Committees and grades without an icon of their own show this one (SPEC section 9: groups_2). */
export const DEFAULT_ICON: IconName = 'groups_2';

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_PATHS, name);
}
