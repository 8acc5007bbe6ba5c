/**
 * The events pages in Spanish (DESIGN section 9, "Spanish for families"; docs/decisions/068): the calendar at
 * /es/events with its month, weekdays, legend, list and pager, the popup with Spanish dates, an event's own
 * address and an unknown one, a repeating event's rule in words, Home's events at /es and the feedback form's
 * messages. The events' titles and places are the officers' texts: English, marked lang="en". Everything
 * happens in 2063 months no other test fills, with titles of its own.
 */
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { waitForIslands } from '../support/hydration';
import { createEvent, marker, type TestEvent } from '../support/events';
import { auth, tokenFor } from '../support/sign-in';
import { formData, treasurerToken } from '../support/forms';

const tag = marker();
let night: TestEvent;
let series: TestEvent;

test.beforeAll(async ({ request }) => {
  const editor = await tokenFor(request, 'editor');
  night = await createEvent(request, editor, {
    title: `Science Night ${tag}`,
    startDt: '2063-02-08T19:00',
    endDt: '2063-02-08T21:00',
    location: 'Parish Hall',
    description: 'Bring a friend.',
  });
  // Five more in the month: the list shows 5 a page, so it has a pager.
  for (const day of [15, 16, 17, 18, 19]) {
    await createEvent(request, editor, {
      title: `Bake Sale ${day} ${tag}`,
      startDt: `2063-02-${day}T09:00`,
      endDt: `2063-02-${day}T11:00`,
    });
  }
  series = await createEvent(request, editor, {
    title: `Parents Meeting ${tag}`,
    startDt: '2063-03-06T19:00',
    endDt: '2063-03-06T20:00',
    location: 'Library',
    rrule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20630605',
  });
});

/** The calendar of a month at /es/events, hydrated. */
async function openMonth(page: Page, month: string) {
  await page.goto(`/es/events?month=${month}`);
  await waitForIslands(page);
}

test.describe('the events calendar in Spanish', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px: month, weekdays, legend, list, pager and the popup in Spanish, links under /es/`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openMonth(page, '2063-02');
      await expect(page).toHaveTitle('Eventos');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eventos de la HSA');
      const calendar = page.locator('.month-calendar');
      await expect(calendar.getByRole('heading', { level: 2 })).toHaveText('febrero de 2063');
      await expect(calendar.locator('th [aria-hidden="true"]')).toHaveText(['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb']);
      await expect(calendar.locator('th .visually-hidden')).toHaveText([
        'domingo',
        'lunes',
        'martes',
        'miércoles',
        'jueves',
        'viernes',
        'sábado',
      ]);
      await expect(calendar.getByRole('button', { name: /^ene 2063 ?: mes anterior$/ })).toBeVisible();
      await expect(calendar.getByRole('button', { name: 'Mes siguiente: mar 2063' })).toBeVisible();
      const legend = page.getByRole('region', { name: 'Leyenda del calendario' });
      await expect(legend.getByRole('listitem').nth(0)).toHaveText('Toda la escuela');
      await expect(legend.getByRole('listitem').nth(1)).toHaveText('Varios grados');

      const list = page.getByRole('region', { name: 'Eventos de este mes' });
      const item = list.getByRole('listitem').filter({ hasText: night.title });
      await expect(item.locator('.month-events__date')).toHaveText('8 feb');
      await expect(item.locator('.month-events__when')).toHaveText('jueves, 8 de febrero de 2063, 7:00 p. m. - 9:00 p. m.');
      await expect(item.getByText(night.title)).toHaveAttribute('lang', 'en');
      await expect(item.getByText('Parish Hall')).toHaveAttribute('lang', 'en');
      const pager = list.getByRole('navigation', { name: 'Páginas de eventos' });
      await pager.getByRole('button', { name: 'Página siguiente' }).click();
      await expect(list.getByRole('listitem')).toHaveText([new RegExp(`Bake Sale 19 ${tag}`)]);
      await pager.getByRole('button', { name: 'Página anterior' }).click();

      const subscribe = page.getByRole('complementary', { name: 'Suscribirse al calendario' });
      await expect(subscribe.getByRole('heading')).toHaveText('Agregue estos eventos a su calendario');
      await expect(subscribe.getByRole('link', { name: 'enlace del calendario' })).toHaveAttribute(
        'href',
        '/v2/api/calendar/events.ics?lang=es',
      );
      // axe measures the calendar from the top: scrolled by the pager, its day buttons pass under the locked
      // header, which axe's target-size counts as covering them.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expectNoAxeViolations(page, `/es/events at ${width}`);

      await list.getByRole('button', { name: night.title }).click();
      const popup = page.getByRole('dialog', { name: night.title });
      await expect(popup.getByRole('heading', { name: night.title })).toHaveAttribute('lang', 'en');
      await expect(popup.locator('.event-facts dt')).toHaveText(['Cuándo', 'Dónde']);
      await expect(popup.locator('.event-facts dd').first()).toHaveText('jueves, 8 de febrero de 2063 7:00 p. m. - 9:00 p. m.', {
        useInnerText: true,
      });
      await expect(popup.getByRole('list', { name: 'Grados' })).toHaveText('Toda la escuela');
      await expect(popup.getByRole('heading', { name: 'Agregar a su calendario' })).toBeVisible();
      await expect(popup.getByRole('link', { name: 'Archivo de calendario (.ics)' })).toHaveAttribute(
        'href',
        `/v2/api/calendar/event/${night.id}.ics?lang=es`,
      );
      await expect(popup.getByRole('button', { name: 'Cerrar' })).toBeVisible();
      // The event's address, in Spanish, is what it shares.
      await expect(page).toHaveURL(new RegExp(`/es/events/${night.id}`));
      await expectNoAxeViolations(page, `the event popup at /es/events at ${width}`);
      await popup.getByRole('button', { name: 'Cerrar' }).click();
      await expect(popup).toBeHidden();

      // A day's own list, under its Spanish name.
      await calendar.getByRole('button', { name: /^jueves, 8 de febrero: 1 evento$/ }).click();
      const day = page.getByRole('dialog', { name: 'jueves, 8 de febrero' });
      await expect(day.getByRole('list', { name: 'Eventos del jueves, 8 de febrero' })).toContainText(
        'jueves, 8 de febrero de 2063, 7:00 p. m.',
      );
    });
  }

  test('a month without events says so in Spanish; its buttons work without JavaScript, so no note says otherwise', async ({ page }) => {
    await openMonth(page, '2093-07');
    await expect(page.locator('.month-calendar h2')).toHaveText('julio de 2093');
    await expect(page.getByText('Por ahora no tenemos eventos para este mes.')).toBeVisible();
    await expect(page.getByText('Vuelva a consultar más adelante o vea otro mes.')).toBeVisible();
    await expect(page.locator('.events-calendar__noscript')).toHaveCount(0);
  });
});

test.describe("an event's own address in Spanish", () => {
  test('opens the popup under a Spanish title, with Spanish dates; an unknown event is a Spanish 404', async ({ page }) => {
    await page.goto(`/es/events/${night.id}`);
    await expect(page).toHaveTitle(`${night.title} · Eventos`);
    const popup = page.getByRole('dialog', { name: night.title });
    await expect(popup.locator('.event-facts dd').first()).toContainText('jueves, 8 de febrero de 2063');
    await expect(page.locator('.month-calendar h2')).toHaveText('febrero de 2063');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `${night.title} · jueves, 8 de febrero de 2063, 7:00\u00a0p.\u00a0m. - 9:00\u00a0p.\u00a0m. · Parish Hall`,
    );

    const missing = await page.goto(`/es/events/no-such-event-${tag}`);
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle('Evento no encontrado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No hay información del evento');
    await expect(page.getByRole('link', { name: 'Ver el calendario de eventos' })).toHaveAttribute('href', '/es/events');
  });

  test("a repeating event's rule reads in Spanish words", async ({ page }) => {
    await page.goto(`/es/events/${series.id}_20630313`);
    await waitForIslands(page);
    const popup = page.getByRole('dialog', { name: series.title });
    await expect(popup.locator('.event-facts dt')).toHaveText(['Cuándo', 'Se repite', 'Dónde']);
    await expect(popup.locator('.event-facts dd').nth(1)).toHaveText('Cada martes hasta el 5 de junio de 2063');
    await expect(popup.locator('.event-facts dd').first()).toHaveText('martes, 13 de marzo de 2063 7:00 p. m. - 8:00 p. m.', {
      useInnerText: true,
    });
  });
});

test.describe('Home and feedback in Spanish', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("Home's events at /es: Spanish month and time, the calendar's Spanish address, the popup in Spanish", async ({ page }) => {
    // The morning of the event's day: it is the first upcoming one.
    await page.clock.setFixedTime(new Date('2063-02-08T10:00:00Z'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es');
    const section = page.locator('.home-events');
    await section.scrollIntoViewIfNeeded();
    await waitForIslands(page);
    const item = section.getByRole('button', { name: new RegExp(night.title) });
    await expect(item.locator('.home-event__day')).toHaveText('08');
    await expect(item.locator('.home-event__month')).toHaveText('feb');
    await expect(item.locator('.home-event__time')).toHaveText('7:00 p. m.');
    await expect(item.locator('.home-event__title')).toHaveAttribute('lang', 'en');
    await expect(section.getByRole('list', { name: /^Próximos eventos, página 1 de \d+$/ })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Ver más eventos de la HSA' })).toHaveAttribute('href', '/es/events');
    await item.click();
    const popup = page.getByRole('dialog', { name: night.title });
    await expect(popup.locator('.event-facts dt')).toHaveText(['Cuándo', 'Dónde']);
    await expectNoAxeViolations(page, 'the event popup at /es at 390');
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the feedback form speaks Spanish, its messages too`, async ({ page }) => {
      await page.clock.setFixedTime(new Date('2063-02-20T16:00:00Z'));
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/es/events/${night.id}`);
      await waitForIslands(page);
      const popup = page.getByRole('dialog', { name: night.title });
      await popup.getByRole('button', { name: 'Comentarios' }).click();
      await expect(popup.getByText('Comentarios sobre el evento')).toBeVisible();
      await expect(popup.getByRole('radiogroup', { name: '¿Cómo calificaría este evento?' })).toBeVisible();
      await expect(popup.getByRole('radio', { name: '1 Malo' })).toBeVisible();
      await expect(popup.getByRole('radio', { name: '10 Excelente' })).toBeVisible();
      await expect(popup.getByText('Le quedan 500 caracteres')).toBeVisible();

      await popup.getByRole('button', { name: 'Enviar' }).click();
      const summary = popup
        .getByRole('alert')
        .filter({ hasText: 'Por favor, califique el evento y escriba sus comentarios antes de enviarlos.' });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('link')).toHaveText([
        'Calificación: Por favor, elija una de las opciones.',
        'Comentarios: Este campo es obligatorio.',
      ]);
      await expect(popup.locator('.event-feedback__problem')).toHaveText([
        'Por favor, elija una de las opciones.',
        'Este campo es obligatorio.',
      ]);
      const text = popup.getByLabel('Comentarios', { exact: true });
      await text.fill('Muy bonito');
      await expect(popup.getByText('Le quedan 490 caracteres')).toBeVisible();
      await expect(summary.getByRole('link')).toHaveText(['Calificación: Por favor, elija una de las opciones.']);
      await expectNoAxeViolations(page, `the feedback form at /es at ${width}`);
      await popup.getByRole('button', { name: 'Volver al evento' }).click();
      await expect(popup.getByRole('button', { name: 'Comentarios' })).toBeFocused();
    });
  }
  test('feedback sent from a Spanish page is thanked in Spanish and stored with lang es', async ({ page, request }) => {
    await page.clock.setFixedTime(new Date('2063-02-20T16:00:00Z'));
    await page.goto(`/es/events/${night.id}`);
    await waitForIslands(page);
    const popup = page.getByRole('dialog', { name: night.title });
    await popup.getByRole('button', { name: 'Comentarios' }).click();
    await popup.getByRole('radio', { name: '8' }).check();
    const words = `Muy bonito ${marker()}`;
    await popup.getByLabel('Comentarios', { exact: true }).fill(words);
    await popup.getByRole('button', { name: 'Enviar' }).click();
    await expect(popup.getByRole('heading', { name: 'Gracias, recibimos sus comentarios' })).toBeVisible();
    const treasurer = await treasurerToken(request);
    const stored = async () => {
      const answer = await request.get(`${formData('event_feedback')}?page=1&page_size=20`, { headers: auth(treasurer) });
      const rows = (await answer.json()).results as Array<{ lang?: string; form_data: { feedback?: string } }>;
      return rows.find((row) => row.form_data.feedback === words)?.lang ?? null;
    };
    await expect.poll(stored).toBe('es');
  });
});
