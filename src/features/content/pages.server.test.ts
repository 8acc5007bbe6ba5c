import { describe, expect, it } from 'vitest';
import { useMemoryStores } from '../../../scripts/stores/memory-store';
import { openStore, putRecord } from '../../server/store.server';
import { readBoard, readSiteContent, saveBoard, saveSiteContent } from './pages.server';
import { DEFAULT_SITE_CONTENT } from './site-content';
import { boardMembersSchema, siteContentSchema } from './site-content-schema';

useMemoryStores();

/** The officers' Spanish versions stored beside the English (docs/decisions/070). */
describe('the Spanish versions of the site texts and board titles', () => {
  it('a record saved before them reads as "no Spanish yet"', async () => {
    await putRecord(openStore('pages'), 'site', { welcomeText: 'Welcome!', mission: 'We serve.', version: 3 });
    await putRecord(openStore('pages'), 'board-members', [{ title: 'President', name: 'Ana Ruiz', email: '', image: '' }]);
    expect(await readSiteContent()).toMatchObject({
      welcomeText: 'Welcome!',
      welcomeText_es: '',
      mission: 'We serve.',
      mission_es: '',
      version: 3,
    });
    expect(await readBoard()).toEqual({
      members: [{ title: 'President', title_es: '', name: 'Ana Ruiz', email: '', image: '' }],
      version: 1,
    });
  });

  it('are stored as saved and read back; a save that leaves them out stores none', async () => {
    const saved = await saveSiteContent(
      siteContentSchema.parse({ ...DEFAULT_SITE_CONTENT, welcomeText_es: '  ¡Bienvenidos!  ', mission_es: 'Servimos.' }),
    );
    expect(saved).toMatchObject({ welcomeText_es: '¡Bienvenidos!', mission_es: 'Servimos.', version: 1 });
    expect(await readSiteContent({ strong: true })).toEqual(saved);
    const { welcomeText_es: _welcome, mission_es: _mission, ...withoutSpanish } = saved;
    const again = await saveSiteContent(siteContentSchema.parse(withoutSpanish));
    expect(again).toMatchObject({ welcomeText_es: '', mission_es: '', version: 2 });

    const members = [
      { title: 'President', title_es: 'Presidenta', name: 'Ana Ruiz', email: '', image: '' },
      { title: 'Treasurer', name: 'Terry Nolan', email: '', image: '' },
    ];
    await saveBoard(boardMembersSchema.parse({ members, version: 0 }));
    expect((await readBoard({ strong: true })).members.map((member) => member.title_es)).toEqual(['Presidenta', '']);
  });
});
