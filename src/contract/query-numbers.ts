// Numbers read from an address's query or path: plain decimals only. `Number()` (and so a coerced
// schema) reads "0x10" as 16, "1e3" as 1000, "0b1" as 1 and "" or " " as 0.
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

const DECIMAL = /^[+-]?(\d{1,15}(\.\d{0,15})?|\.\d{1,15})$/;

/** A number given as a number or as decimal digits, then held to `checks`. */
export const queryNumber = (message: string, ...checks: core.$ZodCheck<number>[]) =>
  z.pipe(
    z.pipe(
      z.union([z.number(message), z.string(message).check(z.regex(DECIMAL, message))], message),
      z.transform((value: number | string) => Number(value)),
    ),
    z.number(message).check(...checks),
  );

/** A whole number from `min` to `max`. */
export const wholeNumber = (name: string, min: number, max: number) =>
  queryNumber(
    `${name} must be a whole number.`,
    z.int(`${name} must be a whole number.`),
    z.gte(min, `${name} must be from ${min} to ${max}.`),
    z.lte(max, `${name} must be from ${min} to ${max}.`),
  );

/** An optional latitude (limit 90) or longitude (limit 180) in degrees. */
export const coordinate = (name: string, limit: number) =>
  z.optional(
    queryNumber(
      `${name} must be a number.`,
      z.gte(-limit, `${name} must be from -${limit} to ${limit}.`),
      z.lte(limit, `${name} must be from -${limit} to ${limit}.`),
    ),
  );
