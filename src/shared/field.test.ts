import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, type FieldControlProps } from './ui/Field';

/** Renders a Field around a plain input and parses it, to read attributes as a browser would. */
function render(props: { label: string; required?: boolean; error?: string; group?: boolean; size?: 5 }) {
  const html = renderToStaticMarkup(
    createElement(Field, { ...props, children: (control: FieldControlProps) => createElement('input', control) }),
  );
  // A boolean attribute may be written bare (`required`), which a browser reads as ''.
  const attribute = (tag: string, name: string) => {
    const found = new RegExp(`<${tag}\\b[^>]*\\s${name}(?:="([^"]*)")?(?=[\\s/>])`).exec(html);
    return found ? (found[1] ?? '') : undefined;
  };
  return { html, attribute };
}

describe('Field (SPEC section 5: asterisk on required fields, invalid style, error text)', () => {
  it('names the control by its label, and the asterisk is hidden from that name', () => {
    const { html, attribute } = render({ label: 'Title', required: true });
    expect(attribute('label', 'for')).toBe(attribute('input', 'id'));
    expect(html).toMatch(/<label[^>]*>Title<span [^>]*> \*<\/span><\/label>/);
    expect(attribute('span', 'aria-hidden')).toBe('true');
    expect(attribute('span', 'class')).toBe('field__required');
    expect(attribute('input', 'required')).toBe('');
  });

  it('links the error text with aria-describedby and marks the control and the field invalid', () => {
    const { html, attribute } = render({ label: 'Name', error: 'Please add a name.' });
    const describedBy = attribute('input', 'aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`<p id="${describedBy}" class="field__error">Please add a name.</p>`);
    expect(attribute('input', 'aria-invalid')).toBe('true');
    expect(attribute('div', 'class')).toBe('field field--invalid');
  });

  it('without an error has no invalid mark, no description and no asterisk when optional', () => {
    const { html, attribute } = render({ label: 'Email' });
    expect(attribute('input', 'aria-invalid')).toBeUndefined();
    expect(attribute('input', 'aria-describedby')).toBeUndefined();
    expect(html).not.toContain('field__required');
  });

  it('draws a group as a fieldset named by its legend, and a size as a grid width', () => {
    const { html, attribute } = render({ label: 'Icon', required: true, group: true, size: 5 });
    expect(html).toMatch(/^<fieldset class="field field--group field--size-5"><legend class="field__label">Icon/);
    expect(attribute('input', 'aria-invalid')).toBeUndefined();
  });
});
