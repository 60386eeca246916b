// The instructor profile's shared rules: slugs made from names, the slug and link checks the form
// and the server both apply, and the summary the page's description and share preview use.
import { describe, expect, it } from 'vitest';
import { instructorSummary } from '../../src/contract/instructor-summary';
import {
  SLUG_PATTERN,
  instructorProfileInputSchema,
  profileSearchWords,
  slugFrom,
} from '../../src/contract/instructors';

describe('instructor rules', () => {
  it('makes a valid slug from any name', () => {
    expect(slugFrom('Ana Lúcia Souza')).toBe('ana-lucia-souza');
    expect(slugFrom('  DJ  ')).toBe('dj-dance');
    expect(slugFrom('李')).toBe('instructor-dance');
    expect(slugFrom('x'.repeat(60))).toHaveLength(40);
    for (const name of ['Ana Lúcia Souza', '  DJ  ', '李', 'a-', '--Zé--', 'x'.repeat(60)])
      expect(slugFrom(name)).toMatch(SLUG_PATTERN);
  });

  it('trims lists, drops blanks and repeats, and takes only http(s) links', () => {
    const parsed = instructorProfileInputSchema.parse({
      name: ' Ana ',
      slug: ' Ana-Souza ',
      cities: [' Sydney', '', 'Sydney', 'sydney ', 'Melbourne'],
      languages: ['English', 'english', 'ENGLISH', 'Português'],
      danceStyles: ['zouk', 'zouk'],
      links: [{ url: 'https://example.com/ana' }],
    });
    expect(parsed).toMatchObject({
      name: 'Ana',
      slug: 'ana-souza',
      // Repeats differing only in case are one entry: the first spelling is kept.
      cities: ['Sydney', 'Melbourne'],
      languages: ['English', 'Português'],
      danceStyles: ['zouk'],
      links: [{ label: '', url: 'https://example.com/ana' }],
    });
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c'])
      expect(
        instructorProfileInputSchema.safeParse({ name: 'Ana', links: [{ url }] }).success,
      ).toBe(false);
  });

  it('searches a pasted profile link by its slug', () => {
    expect(profileSearchWords('http://localhost:3000/i/Ana-Souza')).toBe('ana-souza');
    expect(profileSearchWords(' https://floorcraft.app/i/ana-souza/?ref=x#top ')).toBe('ana-souza');
    expect(profileSearchWords('/i/ana')).toBe('ana');
    expect(profileSearchWords('  Ana Souza ')).toBe('Ana Souza');
  });

  it('summarises a profile in one line', () => {
    const profile = {
      slug: 'ana',
      name: 'Ana',
      imageKey: null,
      danceStyles: ['zouk', 'west coast swing'],
      cities: ['Sydney'],
      bio: 'Teaching\n\nsince 2012.',
      languages: [],
      links: [],
    };
    expect(instructorSummary(profile)).toBe(
      'Zouk, West Coast Swing instructor in Sydney. Teaching since 2012.',
    );
    expect(instructorSummary({ ...profile, danceStyles: [], cities: [], bio: '' })).toBe(
      'Dance instructor.',
    );
  });
});
