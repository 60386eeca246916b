// Reads a body the way Stripe's API does: application/x-www-form-urlencoded with bracketed keys
// (line_items[0][price_data][currency]=aud) into nested objects and arrays.

type Node = Record<string, unknown> | unknown[];

function put(target: Node, path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const container = target as Record<string, unknown>;
  if (rest.length === 0) {
    container[head] = value;
    return;
  }
  if (container[head] === undefined) container[head] = /^\d+$/.test(rest[0]!) ? [] : {};
  put(container[head] as Node, rest, value);
}

export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    put(result, path, value);
  }
  return result;
}
