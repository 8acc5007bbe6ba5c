/**
 * zod's code, whatever chunk the bundler puts it in (it names chunks after their first module): zod's own
 * issue code, a string it must keep, which none of the project's code spells.
 */
const ZOD_MARK = 'invalid_type';

/** Whether a script's body holds zod. */
export const holdsZod = (body: Buffer | string) => body.includes(ZOD_MARK);
