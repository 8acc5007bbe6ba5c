/** An element with its class and, when given, its text (set as text, never as HTML), for the plain scripts. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A mailto link whose address may break after the @ rather than anywhere in a narrow card. */
export function emailLink(email: string, className: string): HTMLAnchorElement {
  const at = email.lastIndexOf('@');
  const link = element('a', className, email.slice(0, at + 1));
  link.append(document.createElement('wbr'), email.slice(at + 1));
  link.href = `mailto:${email}`;
  return link;
}
