/**
 * Invoice arithmetic, once, for the form's live totals, the server, the PDF and the mail (issue 21). No binary
 * floating point touches money: inputs are read as decimals into integers (millionths), each line is rounded
 * to the currency's smallest unit, and every sum is of those integers, so the totals are exactly the sums of
 * what the lines show, whatever the order or the number of lines.
 *
 * Rules (spec 001 §5 and the reference): a line's base is rate × hours (task lines) or rate × quantity (name
 * lines), an empty hours or quantity counting as 1 and anything non-numeric as 0; the invoice's discount and
 * the line's tax are percentages per line, the discount taken before the tax; total = subtotal + tax −
 * discount; due = total − paid.
 */

/** Currencies whose smallest unit is not the hundredth (ISO 4217); every other code has 2 decimals. */
const DECIMALS: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** Cash rounding: amounts in Swiss francs go to the nearest 5 centimes. */
const STEP: Record<string, number> = { CHF: 5 };

export const currencyDecimals = (code: string): number => DECIMALS[code.toUpperCase()] ?? 2;
const currencyStep = (code: string): bigint => BigInt(STEP[code.toUpperCase()] ?? 1);

const SCALE = 1_000_000n;
const PERCENT = 100n * SCALE;

/** Divides, rounding half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const up = (r < 0n ? -r : r) * 2n >= (d < 0n ? -d : d);
  if (!up) return q;
  return n < 0n !== d < 0n ? q - 1n : q + 1n;
}

/**
 * A decimal as millionths, or null when it is not a number. Numbers and numeric strings ("12", "12.5", "-3",
 * " 4.25 ") are read; digits past the sixth decimal are rounded.
 */
export function parseDecimal(value: unknown): bigint | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = value.toFixed(7);
  } else if (typeof value === "string") text = value.trim();
  else return null;
  const m = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) return null;
  const frac = (m[3] ?? "").padEnd(7, "0");
  const whole = BigInt(m[2] || "0") * SCALE * 10n + BigInt(frac.slice(0, 7));
  const scaled = divRound(whole, 10n);
  return m[1] === "-" ? -scaled : scaled;
}

const numberOr = (value: unknown, fallback: bigint) => {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return fallback;
  return parseDecimal(value) ?? 0n;
};

/** One line: its rate, its hours or quantity, its tax percentage. */
export type InvoiceLineInput = { rate: unknown; quantity: unknown; tax: unknown };

/** Amounts in the currency's smallest unit (cents), as integers. */
export type LineAmounts = { base: number; discount: number; tax: number; total: number };
export type InvoiceTotals = {
  currency: string;
  decimals: number;
  /** In the smallest unit. */
  minor: { subtotal: number; tax: number; discount: number; total: number; paid: number; due: number };
  /** In the major unit, rounded to the currency's decimals (what the API answers as `totals`). */
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
  paid: number;
  due: number;
  lines: LineAmounts[];
};

/** A major-unit decimal (an amount paid, a rate) in the currency's smallest unit, rounded (and stepped). */
export function toMinor(value: unknown, currency: string): number {
  const d = currencyDecimals(currency);
  const step = currencyStep(currency);
  const millionths = parseDecimal(value) ?? 0n;
  return Number(divRound(divRound(millionths * 10n ** BigInt(d), SCALE), step) * step);
}

export const fromMinor = (minor: number, currency: string): number => minor / 10 ** currencyDecimals(currency);

export function invoiceTotals(
  lines: readonly InvoiceLineInput[],
  options: { discount?: unknown; paid?: readonly unknown[]; currency?: string } = {},
): InvoiceTotals {
  const currency = (options.currency ?? "USD").toUpperCase();
  const decimals = currencyDecimals(currency);
  const step = currencyStep(currency);
  const unit = (SCALE * SCALE) / 10n ** BigInt(decimals);
  const toStep = (minor: bigint) => divRound(minor, step) * step;
  const discountRate = numberOr(options.discount, 0n);
  const amounts = lines.map((line) => {
    const rate = numberOr(line.rate, 0n);
    const quantity = numberOr(line.quantity, SCALE);
    const taxRate = numberOr(line.tax, 0n);
    const base = toStep(divRound(rate * quantity, unit));
    const discount = toStep(divRound(base * discountRate, PERCENT));
    const tax = toStep(divRound((base - discount) * taxRate, PERCENT));
    return { base, discount, tax, total: base - discount + tax };
  });
  const sum = (pick: (a: (typeof amounts)[number]) => bigint) => amounts.reduce((acc, a) => acc + pick(a), 0n);
  const subtotal = sum((a) => a.base);
  const discount = sum((a) => a.discount);
  const tax = sum((a) => a.tax);
  const total = subtotal + tax - discount;
  const paid = (options.paid ?? []).reduce<bigint>((acc, p) => acc + BigInt(toMinor(p, currency)), 0n);
  const due = total - paid;
  const minor = {
    subtotal: Number(subtotal),
    tax: Number(tax),
    discount: Number(discount),
    total: Number(total),
    paid: Number(paid),
    due: Number(due),
  };
  const major = (n: number) => fromMinor(n, currency);
  return {
    currency,
    decimals,
    minor,
    subtotal: major(minor.subtotal),
    tax: major(minor.tax),
    discount: major(minor.discount),
    total: major(minor.total),
    paid: major(minor.paid),
    due: major(minor.due),
    lines: amounts.map((a) => ({
      base: Number(a.base),
      discount: Number(a.discount),
      tax: Number(a.tax),
      total: Number(a.total),
    })),
  };
}

/** An invoice's status from what it owes: paid in full 1, partly 3 (the spec's code), nothing yet 0. */
export function invoiceStatus(totals: Pick<InvoiceTotals, "minor">): 0 | 1 | 3 {
  if (totals.minor.paid <= 0) return 0;
  return totals.minor.due <= 0 ? 1 : 3;
}

/** An amount for people: the currency's decimals, its symbol, the reader's locale. */
export function formatMoney(minor: number, currency: string, locale = "en"): string {
  const d = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: d,
    maximumFractionDigits: d,
    // A negated nothing (no discount shown as a minus) is -0, which Intl writes "-$0.00".
  }).format(fromMinor(minor === 0 ? 0 : minor, currency));
}
