/**
 * A text field's value as it was typed, from a form sent without scripts (docs/decisions/074, 075): browsers send
 * a text area's line breaks as CRLF, which its `maxlength` counted as one character and an island holds as LF.
 */
export const postedText = (value: string): string => value.replace(/\r\n?/g, '\n');

/**
 * A form's text parts as the browser would send them, in order (files left out): what an island reads from the
 * form its page drew, to take over what was typed before it ran (docs/decisions/074, 075).
 */
export const textEntries = (data: FormData): Array<readonly [string, string]> =>
  [...data].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as const] : []));
