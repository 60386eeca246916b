// A contract schema wrapped in lazySchema is built on first use, once, and is then the schema
// itself to every reader: parsing, composing into other schemas, zod's own helpers.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';

describe('lazySchema', () => {
  it('builds the schema only when it is first read, and only once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string(), count: z._default(z.number(), 0) });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'Salsa' })).toEqual({ name: 'Salsa', count: 0 });
    expect(schema.safeParse({ name: 3 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('composes into other schemas and zod’s helpers as the schema it builds', () => {
    const location = lazySchema(() => z.object({ description: z.string() }));
    const event = lazySchema(() => z.object({ title: z.string(), location: z.nullable(location) }));
    const withId = lazySchema(() => z.extend(event, { id: z.uuid() }));
    expect(event.parse({ title: 'Social', location: null })).toEqual({
      title: 'Social',
      location: null,
    });
    expect(() => event.parse({ title: 'Social', location: { description: 1 } })).toThrow();
    expect(Object.keys(withId.shape)).toEqual(['title', 'location', 'id']);
    expect(z.parse(z.pick(withId, { title: true }), { title: 'Social', id: 'x' })).toEqual({
      title: 'Social',
    });
    expect(event instanceof z.ZodMiniObject).toBe(true);
  });

  it('reports the error a parse fails with, with its path', () => {
    const schema = lazySchema(() =>
      z.object({ tickets: z.array(z.object({ price: z.number() })) }),
    );
    const result = schema.safeParse({ tickets: [{ price: 'free' }] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['tickets', 0, 'price']);
  });
});
