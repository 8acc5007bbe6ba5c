/**
 * Numbers typed into form inputs. Only plain decimals count: `Number()` alone would also accept '',
 * '0x10', '1e3' and 'Infinity', none of which a parent means as an amount.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The number a field holds, or null when it holds no plain decimal. */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * Rounded to cents without float drift: 0.1 x 3 is 0.30000000000000004 and 1.005 x 100 is
 * 100.49999999999999; cutting to 12 significant digits first removes that noise.
 */
export const roundToCents = (amount: number): number => Math.round(Number((amount * 100).toPrecision(12))) / 100;

// Made at first use: a page's first Intl formatter loads the browser's locale data, a long task on a phone.
let dollars: Intl.NumberFormat | undefined;

/** '$1,234.50': dollars as an officer or a payee reads them on a screen. */
export const formatDollars = (amount: number): string =>
  (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(roundToCents(amount));

/** '$3.50' */
export const formatMoney = (amount: number): string => `$${roundToCents(amount).toFixed(2)}`;
