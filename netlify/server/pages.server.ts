/** Admin-editable page content: pages/home-images (base URLs) and pages/board-members. */
import type { BoardMember } from '../../src/domain/page-content';
import { keyOf, openStore, putRecord, readRecord } from './store.server';

const pagesStore = () => openStore('pages');
const HOME_IMAGES = keyOf('home-images');
const BOARD_MEMBERS = keyOf('board-members');

export const readHomeImages = async () => (await readRecord<string[]>(pagesStore(), HOME_IMAGES)) ?? [];
export const readBoardMembers = async () => (await readRecord<BoardMember[]>(pagesStore(), BOARD_MEMBERS)) ?? [];

export const putHomeImages = (urls: string[]) => putRecord(pagesStore(), HOME_IMAGES, urls);
export const putBoardMembers = (members: BoardMember[]) => putRecord(pagesStore(), BOARD_MEMBERS, members);
