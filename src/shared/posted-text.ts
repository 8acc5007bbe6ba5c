/**
 * A text field's value as it was typed, from a form sent without scripts (docs/decisions/074, 075): browsers send
 * a text area's line breaks as CRLF, which its `maxlength` counted as one character and an island holds as LF.
 */
export const postedText = (value: string): string => value.replace(/\r\n?/g, '\n');
