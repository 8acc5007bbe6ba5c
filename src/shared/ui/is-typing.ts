/** Whether the focus is in a field someone may be typing in: a moved focus would take them away from it. */
export const isTyping = (): boolean => document.activeElement?.matches('input, select, textarea') ?? false;
