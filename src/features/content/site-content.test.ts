import { describe, expect, it } from 'vitest';
import { canEditSiteContent } from '../users';
import { DEFAULT_SITE_CONTENT } from './site-content';
import { boardMembersSchema, homeImagesSchema, siteContentSchema } from './site-content-schema';

describe('who edits the site content', () => {
  it('is an administrator or a holder of the content scope', () => {
    expect(canEditSiteContent({ scopes: [], is_admin: true })).toBe(true);
    expect(canEditSiteContent({ scopes: ['content'], is_admin: false })).toBe(true);
    expect(canEditSiteContent({ scopes: ['events', 'formations', 'forms'], is_admin: false })).toBe(false);
  });
});

describe('the site content schemas', () => {
  it('accept the defaults and trim texts', () => {
    expect(siteContentSchema.parse(DEFAULT_SITE_CONTENT)).toEqual(DEFAULT_SITE_CONTENT);
    expect(siteContentSchema.parse({ ...DEFAULT_SITE_CONTENT, mission: '  Serve.  ' }).mission).toBe('Serve.');
  });

  it('take only web addresses for outside links and real emails for contacts', () => {
    const links = (patch: object) =>
      siteContentSchema.safeParse({ ...DEFAULT_SITE_CONTENT, links: { ...DEFAULT_SITE_CONTENT.links, ...patch } }).success;
    expect(links({ volunteering: 'https://signup.example.org/x' })).toBe(true);
    expect(links({ volunteering: 'javascript:alert(1)' })).toBe(false);
    expect(links({ volunteering: 'signup.example.org' })).toBe(false);
    expect(links({ volunteering: 'mailto:a@b.org' })).toBe(false);
    expect(siteContentSchema.safeParse({ ...DEFAULT_SITE_CONTENT, hsaEmail: 'hsa at school' }).success).toBe(false);
  });

  it('take only our own photo addresses for images, at most 3 on the home page, each once', () => {
    const photo = '/v2/api/photo/image/abc-123';
    expect(homeImagesSchema.safeParse({ version: 1, images: [photo] }).success).toBe(true);
    expect(homeImagesSchema.safeParse({ version: 1, images: ['https://evil.example/a.jpg'] }).success).toBe(false);
    expect(homeImagesSchema.safeParse({ version: 1, images: ['/v2/api/photo/image/../x'] }).success).toBe(false);
    expect(homeImagesSchema.safeParse({ version: 1, images: [photo, photo] }).success).toBe(false);
    expect(homeImagesSchema.safeParse({ version: 1, images: ['a', 'b', 'c', 'd'].map((id) => `/v2/api/photo/image/${id}`) }).success).toBe(
      false,
    );
    expect(boardMembersSchema.safeParse({ version: 1, members: [{ title: 'President', name: 'Ana', email: '', image: '' }] }).success).toBe(
      true,
    );
    expect(
      boardMembersSchema.safeParse({
        version: 1,
        members: [{ title: 'President', name: 'Ana', email: '', image: 'https://evil.example/a.jpg' }],
      }).success,
    ).toBe(false);
  });
});

describe('the Spanish versions (docs/decisions/070)', () => {
  it('are optional, trimmed, and empty when left out', () => {
    const { welcomeText_es: _welcome, mission_es: _mission, ...english } = DEFAULT_SITE_CONTENT;
    expect(siteContentSchema.parse(english)).toMatchObject({ welcomeText_es: '', mission_es: '' });
    expect(siteContentSchema.parse({ ...DEFAULT_SITE_CONTENT, mission_es: '  Servimos.  ' }).mission_es).toBe('Servimos.');
    const board = boardMembersSchema.parse({ version: 1, members: [{ title: 'President', name: 'Ana', email: '', image: '' }] });
    expect(board.members[0]?.title_es).toBe('');
  });

  it('are held to the English length limits, with a message that names them', () => {
    const problem = (patch: object) => siteContentSchema.safeParse({ ...DEFAULT_SITE_CONTENT, ...patch }).error?.issues[0]?.message;
    expect(problem({ welcomeText_es: 'x'.repeat(600) })).toBeUndefined();
    expect(problem({ welcomeText_es: 'x'.repeat(601) })).toBe('The Spanish welcome text can be at most 600 characters.');
    expect(problem({ mission_es: 'x'.repeat(3001) })).toBe('The Spanish mission can be at most 3000 characters.');
    const title = (title_es: string) =>
      boardMembersSchema.safeParse({ version: 1, members: [{ title: 'President', title_es, name: 'Ana', email: '', image: '' }] }).error
        ?.issues[0];
    expect(title('x'.repeat(80))).toBeUndefined();
    expect(title('x'.repeat(81))).toMatchObject({
      path: ['members', 0, 'title_es'],
      message: 'The Spanish board title can be at most 80 characters.',
    });
  });
});
