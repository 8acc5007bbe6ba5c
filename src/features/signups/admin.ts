/** The sign-ups feature's officer screens: the Event Editor's sheet editor, with the roster it shows under the sheet. */
export { SheetEditor } from './admin/SheetEditor';
export { SheetRoster } from './admin/SheetRoster';
