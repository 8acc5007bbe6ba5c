import { expect, test } from '@playwright/test';

const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy'];

test.describe('pages and headers', () => {
  test('every page and API answer carries the security headers', async ({ request }) => {
    // /grades/3rd-grade is drawn on request (docs/decisions/044): the page function sends them itself.
    for (const path of ['/', '/events', '/grades/3rd-grade', '/access/login', '/v2/api/formation/grade', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${path}`).toBeTruthy();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  test('every public read may be cached a minute, the same way; a signed-in read never', async ({ request }) => {
    const committees = (await (await request.get('/v2/api/formation/committee')).json()).results as Array<{ _id: string; slug: string }>;
    const committee = committees[0]!;
    const reads = [
      '/v2/api/formation/grade?include_fields=title,slug,icon,colorCode,image',
      '/v2/api/formation/committee?include_fields=title,slug,leadership,links',
      `/v2/api/formation/committee/${committee.slug}`,
      `/v2/api/photo/committee/${committee._id}?page=1&page_size=3`,
      '/v2/api/event?per_page=50&start_dt=2026-11-01&end_dt=2026-12-01',
      '/v1/api/page/home',
      '/v1/api/page/site',
      '/v1/api/page/list/board-members',
      '/v1/api/datasource/volunteer-activities',
    ];
    for (const path of reads) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('public, max-age=60');
      expect(response.headers()['vary'], path).toContain('Authorization');
    }
  });

  test('API answers carry the same Permissions-Policy as the pages', async ({ request }) => {
    const page = await request.get('/');
    const policy = page.headers()['permissions-policy'];
    expect(policy).toContain('camera=()');
    for (const path of ['/v2/api/formation/grade', '/v1/api/auth/user_login', '/v2/api/photo/image/no-such-photo']) {
      expect((await request.get(path)).headers()['permissions-policy'], path).toBe(policy);
    }
  });

  test('a grade page drawn on request sends every header a prebuilt page does, with its own script policy', async ({ request }) => {
    const prebuilt = (await request.get('/volunteers/forms')).headers();
    const drawn = await request.get('/grades/3rd-grade');
    expect(drawn.status()).toBe(200);
    const headers = drawn.headers();
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
    ]) {
      expect(headers[name], name).toBe(prebuilt[name]);
    }
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(await drawn.text()).toContain('<title>3rd Grade Page</title>');
  });

  test('an unknown grade answers the not-found page with status 404, its headers, and is never kept by the CDN', async ({ request }) => {
    for (const path of ['/grades/no-such-grade', '/grades/Not%20A%20Slug', '/grades/3rd-grade/deeper']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Sorry this page was not found.');
      const headers = response.headers();
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['cache-control'], path).toBe('no-store');
      expect(headers['netlify-cdn-cache-control'], path).toBeUndefined();
    }
    // A grade that exists is kept a minute by Netlify's CDN (decision 044).
    const found = (await request.get('/grades/3rd-grade')).headers();
    expect(found['netlify-cdn-cache-control']).toBe('public, durable, s-maxage=60, stale-while-revalidate=300');
  });

  test("an event's address is drawn on request with its month and its popup open, and is kept a minute by the CDN", async ({ request }) => {
    // The demo's science fair is always tomorrow, with one photo (scripts/demo/events.ts).
    const event = (await (await request.get('/v2/api/event/evt-3rd-grade-science-fair')).json()).results as {
      title: string;
      startDt: string;
      images: string[];
    };
    const drawn = await request.get('/events/evt-3rd-grade-science-fair');
    expect(drawn.status()).toBe(200);
    const headers = drawn.headers();
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The dots' colours come from a style element the policy lists by its hash, never a style attribute.
    expect(headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-/);
    expect(headers['netlify-cdn-cache-control']).toBe('public, durable, s-maxage=60, stale-while-revalidate=300');
    // Per month, and per popup view (?view=feedback draws the feedback form, docs/decisions/075).
    expect(headers['netlify-vary']).toBe('query=month|view');
    const html = await drawn.text();
    // Its title is the event's (docs/decisions/054).
    expect(html).toContain(`<title>${event.title}</title>`);
    // The drawn popup's dialog, its attributes in any order.
    expect(html).toMatch(/<dialog(?=[^>]*\sclass="modal event-popup")(?=[^>]*\sdata-drawn[\s=>])(?=[^>]*\srole="none")[^>]*>/);
    expect(html).toContain(`<h2 id="event-popup-title">${event.title}</h2>`);
    expect(html).toMatch(new RegExp(`<img(?=[^>]*\\sclass="event-gallery__large")[^>]*\\ssrc="${event.images[0]}"`));
    const monthName = new Date(`${event.startDt.slice(0, 7)}-15T12:00`).toLocaleString('en-US', { month: 'long', year: 'numeric' });
    expect(html).toContain(`>${monthName}</h2>`);
    expect(html).toContain('[data-color="');
    expect(html).not.toMatch(/ style="/);

    // A month the address names is the one behind the popup.
    const named = await (await request.get('/events/evt-3rd-grade-science-fair?month=2031-02')).text();
    expect(named).toContain('>February 2031</h2>');
    expect(named).toContain(`<h2 id="event-popup-title">${event.title}</h2>`);
  });

  test("an unknown event's address answers 404 with No Event Information and a link to the calendar, never kept by the CDN", async ({
    request,
  }) => {
    for (const path of ['/events/no-such-event', '/events/Not%20An%20Id', '/events/evt-3rd-grade-science-fair/deeper']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<title>Event Not Found</title>');
      expect(html, path).toContain('<h1>No Event Information</h1>');
      expect(html, path).toContain('We could not find this event.');
      expect(html, path).toContain('<a class="button" href="/events">See the events calendar</a>');
      expect(html, path).not.toContain('event-popup-title');
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  test('a page drawn on request answers 405 to a method it does not take, with what it takes in Allow (docs/decisions/077)', async ({
    request,
    baseURL,
  }) => {
    // From the site itself: Astro refuses another origin's first (403, security.checkOrigin).
    const headers = { Origin: new URL(baseURL!).origin };
    for (const [path, allow] of [
      ['/committees', 'GET, HEAD'],
      ['/es/events', 'GET, HEAD'],
      ['/', 'GET, HEAD'],
      ['/volunteers/forms', 'GET, HEAD, POST'],
      ['/es/events/evt-3rd-grade-science-fair', 'GET, HEAD, POST'],
    ] as const) {
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const response = await request.fetch(path, { method, headers });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers()['allow'], `${method} ${path}`).toBe(allow);
        expect(await response.text()).toBe(`This page does not accept ${method}.`);
        for (const name of SECURITY_HEADERS) expect(response.headers()[name], `${name} on ${method} ${path}`).toBeTruthy();
        expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    }
    // A page that takes no form refuses a POST from the site itself too; the pages still answer GET.
    expect((await request.post('/aboutus', { form: { a: '1' }, headers })).status()).toBe(405);
    for (const path of ['/committees', '/volunteers/forms']) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('an unknown path answers the not-found page with status 404', async ({ request }) => {
    const response = await request.get('/no-such-page/at-all');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('404');
    expect(html).toContain('Sorry this page was not found.');
  });

  test('an unknown Spanish path answers the Spanish not-found page with status 404; the Spanish pages still answer', async ({
    request,
  }) => {
    for (const path of ['/es/no-such-page', '/es/no-such-page/at-all', '/es/volunteers/no-such-form']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="es"');
      expect(html, path).toContain('<title>Página no encontrada</title>');
      expect(html, path).toContain('Lo sentimos, no encontramos esta página.');
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
    }
    // Prebuilt, drawn on request, or rewritten by an earlier rule: none of them is caught by the 404 rule.
    for (const path of ['/es', '/es/', '/es/events', '/es/grades/3rd-grade', '/es/volunteers/forms']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    // A manage link that names no sign-up is the manage page's own 404 (docs/decisions/090), not the site's.
    const unknownLink = await request.get('/es/volunteers/signup/some-token');
    expect(unknownLink.status()).toBe(404);
    expect(await unknownLink.text()).toContain('No encontramos la inscripción');
  });

  test('deep links load cold with a 200', async ({ request }) => {
    for (const path of [
      '/grades/3rd-grade',
      '/committees/book-fair',
      // An event's address that names a real event (an unknown one is a 404: docs/decisions/054).
      '/events/evt-3rd-grade-science-fair',
      '/access',
      '/access/events',
      '/access/forms',
      '/aboutus',
      '/volunteers/forms?form=reimbursement_request',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test("a committee's address answers the committees page, which opens that committee's popup", async ({ request }) => {
    for (const path of ['/committees/book-fair', '/committees/no-such-committee']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<title>Committee Page</title>');
      expect(html, path).toContain('Search For Committees');
    }
  });
});
