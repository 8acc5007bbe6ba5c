import { useAdminMutation } from '../../../shared/admin/use-admin-mutation';
import { CONTENT_MESSAGES } from '../content-messages';
import { saveSiteContent } from '../content-api';
import type { SiteContent } from '../site-content';
import { CONTENT_KEYS } from './keys';

/** Replaces the whole record; the answer (with its new version) becomes the tool's copy. */
export const useSaveSiteContent = () =>
  useAdminMutation({
    mutationKey: ['content', 'save-site'],
    mutationFn: (content: SiteContent) => saveSiteContent(content),
    done: () => CONTENT_MESSAGES.textsSaved,
    failed: CONTENT_MESSAGES.saveFailed,
    after: (saved, _content, client) => client.setQueryData(CONTENT_KEYS.site, saved),
  });
