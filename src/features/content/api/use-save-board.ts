import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { CONTENT_MESSAGES } from '../content-messages';
import { saveBoard } from '../content-api';
import type { BoardMember } from '../page-content';
import { CONTENT_KEYS } from './keys';

/** Replaces the board, naming the version it was read at; the answer (with the new version) becomes the tool's copy. */
export const useSaveBoard = () =>
  useAdminMutation({
    mutationKey: ['content', 'save-board'],
    mutationFn: ({ members, version }: { members: BoardMember[]; version: number }) => saveBoard(members, version),
    done: () => CONTENT_MESSAGES.boardSaved,
    failed: CONTENT_MESSAGES.saveFailed,
    after: (saved, _list, client) => client.setQueryData(CONTENT_KEYS.board, saved),
  });
