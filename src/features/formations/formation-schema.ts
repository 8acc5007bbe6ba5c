/**
 * What a grade or committee save must hold (SPEC section 5), written once for the editors and the
 * formation function (DESIGN section 3).
 */
import { z } from '../../shared/zod';
import { COLOR_CODE_PATTERN, COMMITTEE_DESCRIPTION_MAX, GRADE_ICONS } from './formation';
import { safeHref } from '../../shared/links';
import { editVersionSchema } from '../../shared/edit-version';
import { spanishTextSchema } from '../../shared/i18n/officer-text-schema';

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters.`);

const LINK_KEY_MAX = 80;
const TITLE_MAX = 80;

const linkPillFields = {
  key: text(LINK_KEY_MAX).min(2, 'A link label needs at least 2 characters.'),
  value: text(500).min(3, 'A link address needs at least 3 characters.'),
};

/** A link whose address becomes a safe href, or an issue on `value` when it cannot. */
function withSafeHref<T extends { value: string }>(link: T, ctx: z.RefinementCtx): T {
  const href = safeHref(link.value);
  if (!href) {
    ctx.addIssue({ code: 'custom', message: `'${link.value}' is not a web or email address.`, path: ['value'] });
    return z.NEVER;
  }
  return { ...link, value: href };
}

/** A link pill as events save it: a label and an address. */
export const linkPillSchema = z.object(linkPillFields).transform(withSafeHref);

/** A grade's or committee's link: the same, with the label's optional Spanish version (docs/decisions/070). */
const formationLinkSchema = z.object({ ...linkPillFields, key_es: spanishTextSchema('Link text', LINK_KEY_MAX) }).transform(withSafeHref);

const optionalEmail = z.union([z.literal(''), z.email('Please enter a valid email address.').max(254)]);

const leaderSchema = z.object({
  position: text(80).min(1, 'Each leader needs a position.'),
  name: text(80).min(1, 'Each leader needs a name.'),
  email: optionalEmail.default(''),
});

const colorSchema = z
  .string()
  .trim()
  .transform((color) => color.replace(/^#/, '').toLowerCase())
  .pipe(z.string().regex(COLOR_CODE_PATTERN, 'Please choose a colour.'));

const common = {
  _id: z.string().optional(),
  version: z.number().int().nonnegative().optional(),
  title: text(TITLE_MAX).min(1, 'Please add a title.'),
  title_es: spanishTextSchema('Title', TITLE_MAX),
  links: z.array(formationLinkSchema).max(20, 'At most 20 links.').default([]),
  leadership: z.array(leaderSchema).max(30, 'At most 30 leaders.').default([]),
};

export const gradeInputSchema = z.object({
  ...common,
  type: z.literal('grade'),
  icon: z.enum(GRADE_ICONS, 'Please choose an icon: school, history_edu, person_play or dictionary.'),
  colorCode: colorSchema,
  order: z.number().int().min(0).max(10_000).optional(),
});

const committeeInputSchema = z.object({
  ...common,
  type: z.literal('committee'),
  /** Optional: committees saved before it existed, and clients that do not send it, keep working. */
  description: z
    .string('The description must be text.')
    .trim()
    .max(COMMITTEE_DESCRIPTION_MAX, `Please keep the description to ${COMMITTEE_DESCRIPTION_MAX} characters or fewer.`)
    .default(''),
  description_es: spanishTextSchema('Description', COMMITTEE_DESCRIPTION_MAX),
});

export const formationInputSchema = z.discriminatedUnion(
  'type',
  [gradeInputSchema, committeeInputSchema],
  'Please say whether this is a grade or a committee.',
);

export type FormationInput = z.infer<typeof formationInputSchema>;

/** The new order, and the version of the order it was made on (docs/decisions/048, 098; the Grade tool sends it). */
export const reorderSchema = z.object({
  reorderList: z
    .array(z.object({ _id: z.string().min(1), order: z.number().int().min(0).max(10_000) }))
    .min(1, 'Nothing to reorder.')
    .max(200),
  version: editVersionSchema.optional(),
});
