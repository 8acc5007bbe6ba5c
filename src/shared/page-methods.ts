/**
 * The methods a page drawn on request answers (docs/decisions/077): every page GET and HEAD; the pages that take
 * their own forms, POST too (the Volunteer Form, docs/decisions/074, an event's address for its feedback, 075,
 * and a volunteer's manage page for its cancel, 090), in both languages. Any other method is answered 405 with
 * these in Allow, not with the page.
 */
const READ = ['GET', 'HEAD'] as const;
const WITH_FORMS = [...READ, 'POST'] as const;

/**
 * The pages that answer a form posted to them: /volunteers/forms, /events/{id} and a volunteer's manage page,
 * /volunteers/signup/{token} (its cancel, docs/decisions/090), each also under /es/.
 */
const FORM_PAGES = /^(\/es)?\/(volunteers\/forms|events\/[^/]+|volunteers\/signup\/[^/]+)\/?$/;

export function pageMethods(pathname: string): readonly string[] {
  return FORM_PAGES.test(pathname) ? WITH_FORMS : READ;
}
