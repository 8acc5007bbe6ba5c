import { expect, test, type Page } from '../support/test';
import { createEvent, deleteEvent, marker } from '../support/events';
import { holdRequests } from '../support/hold-requests';
import { storedFeedback, unique } from '../support/forms';
import { tokenFor } from '../support/sign-in';

/**
 * An event's feedback sent as a plain HTML form, with JavaScript off (docs/decisions/075): the event's address
 * opens the feedback form, the page answers a POST with the same error summary and inline messages and what was
 * typed, and ends on the gallery with the same confirmation and its reference. In English and in Spanish.
 */
const WORDS = {
  en: {
    prefix: '',
    errorTitle: 'Error: ',
    feedback: 'Feedback',
    text: 'Feedback',
    eyebrow: 'Event Feedback',
    submit: 'Submit',
    back: 'Back To Event',
    problem: 'There is a problem',
    incomplete: 'Please select a event rating & add some feedback notes before submission',
    chooseOption: 'Please choose one of the options.',
    required: 'This field is required.',
    received: 'Thank you, we received your feedback',
  },
  es: {
    prefix: '/es',
    errorTitle: 'Error en el formulario: ',
    feedback: 'Comentarios',
    text: 'Comentarios',
    eyebrow: 'Comentarios sobre el evento',
    submit: 'Enviar',
    back: 'Volver al evento',
    problem: 'Hay un problema',
    incomplete: 'Por favor, califique el evento y escriba sus comentarios antes de enviarlos.',
    chooseOption: 'Por favor, elija una de las opciones.',
    required: 'Este campo es obligatorio.',
    received: 'Gracias, recibimos sus comentarios',
  },
} as const;

/** Presses a button that sends the page's form, and answers the status of the page it leads to. */
async function pressForStatus(page: Page, press: () => Promise<void>): Promise<number> {
  const [response] = await Promise.all([page.waitForResponse((candidate) => candidate.request().resourceType() === 'document'), press()]);
  return response.status();
}

test.describe('event feedback without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'es'] as const) {
    const words = WORDS[lang];

    test(`feedback sent empty lists its problems, then sent filled ends on its confirmation (${lang})`, async ({ page, request }) => {
      const editor = await tokenFor(request, 'editor');
      const event = await createEvent(request, editor, {
        title: `Plain Picnic ${marker()}`,
        startDt: '2020-05-08T10:00',
        endDt: '2020-05-08T12:00',
        location: 'Field',
      });
      try {
        await page.goto(`${words.prefix}/events/${event.id}`);
        const feedbackStatus = await pressForStatus(page, () => page.getByRole('button', { name: words.feedback, exact: true }).click());
        expect(feedbackStatus).toBe(200);
        await expect(page).toHaveURL(new RegExp(`${words.prefix}/events/${event.id}\\?view=feedback$`));
        await expect(page.getByText(words.eyebrow, { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { name: event.title, level: 2 })).toBeVisible();

        // Sent empty: 400, the summary with the spec's warning and a link to each field, each field's own message.
        const emptyStatus = await pressForStatus(page, () => page.getByRole('button', { name: words.submit, exact: true }).click());
        expect(emptyStatus).toBe(400);
        // GOV.UK's pattern: the page's title says there is a problem.
        await expect(page).toHaveTitle(new RegExp(`^${words.errorTitle}${event.title}`));
        const summary = page.getByRole('alert').filter({ hasText: words.problem });
        await expect(summary).toContainText(words.incomplete);
        await expect(summary.getByRole('link')).toHaveCount(2);
        await expect(summary.getByRole('link').first()).toHaveAttribute('href', /^#.+-rating$/);
        await expect(page.locator('.event-feedback__problem')).toHaveText([words.chooseOption, words.required]);

        // Only the text: it comes back as typed, and the rating alone is missing.
        const note = unique(`Plain feedback ${lang}`);
        await page.getByLabel(words.text, { exact: true }).fill(note);
        expect(await pressForStatus(page, () => page.getByRole('button', { name: words.submit, exact: true }).click())).toBe(400);
        await expect(page.getByLabel(words.text, { exact: true })).toHaveValue(note);
        await expect(page.locator('.event-feedback__problem')).toHaveText([words.chooseOption]);

        await page.getByRole('radio', { name: '8', exact: true }).check();
        expect(await pressForStatus(page, () => page.getByRole('button', { name: words.submit, exact: true }).click())).toBe(200);
        const panel = page.getByRole('region', { name: words.received });
        await expect(panel).toBeVisible();
        const reference = (await panel.locator('.form-confirmation__reference-value').textContent()) ?? '';
        expect(reference).toMatch(/^HSA-\d{4}-\d{4}$/);
        // Back on the gallery, below its confirmation.
        await expect(page.getByRole('button', { name: words.feedback, exact: true })).toBeVisible();

        const [row, ...more] = await storedFeedback(request, note);
        expect(more).toEqual([]);
        expect(row).toMatchObject({
          reference,
          form_data: { rating: 8, feedback: note, event_title: event.title, event_name: event.name },
        });
        expect(row!.lang ?? 'en').toBe(lang);

        // The feedback view's Back button asks the page for the gallery.
        await page.getByRole('button', { name: words.feedback, exact: true }).click();
        await page.getByRole('button', { name: words.back }).click();
        await expect(page).toHaveURL(new RegExp(`/events/${event.id}\\?view=gallery$`));
        await expect(page.getByRole('button', { name: words.feedback, exact: true })).toBeVisible();
        await expect(page.getByRole('region', { name: words.received })).toHaveCount(0);
      } finally {
        await deleteEvent(request, editor, event.id);
      }
    });
  }
});

test('with JavaScript, an address that names the feedback view hydrates it as drawn, and sends through the API', async ({
  page,
  request,
}) => {
  const editor = await tokenFor(request, 'editor');
  const event = await createEvent(request, editor, {
    title: `Drawn Picnic ${marker()}`,
    startDt: '2020-05-09T10:00',
    endDt: '2020-05-09T12:00',
  });
  try {
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST') posts.push(new URL(sent.url()).pathname);
    });
    await page.goto(`/events/${event.id}?view=feedback`);
    const popup = page.getByRole('dialog', { name: event.title });
    await expect(popup.getByText('Event Feedback', { exact: true })).toBeVisible();
    const note = unique('Hydrated feedback');
    await popup.getByRole('radio', { name: '6', exact: true }).check();
    // The island runs at the popup's first use (docs/decisions/083) and holds the view from then: the address forgets
    // it, so a reload or another event opens a gallery.
    await expect(page).not.toHaveURL(/view=/);
    await popup.getByLabel('Feedback', { exact: true }).fill(note);
    await expect(popup.getByText(`${500 - note.length} characters left`)).toBeVisible();
    await popup.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(popup.getByRole('region', { name: 'Thank you, we received your feedback' })).toBeVisible();
    expect(posts).toEqual(['/v1/api/submit-form']);
    expect(await storedFeedback(request, note)).toHaveLength(1);
  } finally {
    await deleteEvent(request, editor, event.id);
  }
});

test('what was typed in a drawn feedback form before its island ran is taken over, and the focus stays in the field', async ({
  page,
  request,
}) => {
  const editor = await tokenFor(request, 'editor');
  const event = await createEvent(request, editor, {
    title: `Early Picnic ${marker()}`,
    startDt: '2020-05-10T10:00',
    endDt: '2020-05-10T12:00',
  });
  // The popup island's code is held (docs/decisions/080): the page stays as served while the form is filled from the keyboard.
  const release = await holdRequests(page, /\/_astro\/CalendarEventPopup\.[^/]+\.js$/);
  try {
    await page.goto(`/events/${event.id}?view=feedback`);
    const note = unique('Early feedback');
    await page.getByRole('radio', { name: '7', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Feedback', { exact: true }).focus();
    await page.keyboard.type(note);
    await expect(page.locator('astro-island', { has: page.locator('dialog.event-popup') })).toHaveAttribute('ssr', '');
    release();
    const popup = page.getByRole('dialog', { name: event.title });
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel('Feedback', { exact: true })).toBeFocused();
    await expect(popup.getByText(`${500 - note.length} characters left`)).toBeVisible();
    await popup.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(popup.getByRole('region', { name: 'Thank you, we received your feedback' })).toBeVisible();
    const [row, ...more] = await storedFeedback(request, note);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ form_data: { rating: 7, feedback: note } });
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release();
    await deleteEvent(request, editor, event.id);
  }
});
