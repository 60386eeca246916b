// Dates, numbers and money in the active language, through one place. en-AU keeps the exact
// Australian forms the spec sets (money by the contract's own writer, "$25.00"); es and pt-BR are
// written by Intl for that language ("25,00 AUD", "AU$ 25,00", "viernes, 27 de noviembre").
import { dateFormat } from '@/contract/date-formats';
import { formatMoney as australianMoney } from '@/contract/money';
import { DEFAULT_LOCALE } from './locales';
import { activeLocale } from './i18n';

/** A kept date formatter for the active language (see contract/date-formats.ts for why kept). */
export const localDateFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  dateFormat(options, activeLocale());

export const formatDate = (date: Date, options: Intl.DateTimeFormatOptions): string =>
  localDateFormat(options).format(date);

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}): string =>
  numberFormat(activeLocale(), options).format(value);

/** "$25.00" in en-AU (unchanged); the language's own way elsewhere. */
export function formatMoney(amount: number, currency: string): string {
  const locale = activeLocale();
  if (locale === DEFAULT_LOCALE) return australianMoney(amount, currency);
  return numberFormat(locale, { style: 'currency', currency }).format(amount);
}
