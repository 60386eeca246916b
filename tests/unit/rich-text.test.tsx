// A translated sentence with a link inside: the marked parts are drawn by their functions, in the
// order the translation puts them, and the text around them is kept.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richText } from '@/lib/i18n/rich-text';

describe('rich text', () => {
  it('draws each marked part where the message puts it', () => {
    const { container } = render(
      <p>
        {richText('Escuelas pueden <1>contactarnos</1> o <0>iniciar sesión</0>.', [
          (words) => <a href="/login">{words}</a>,
          (words) => <a href="/contact">{words}</a>,
        ])}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Escuelas pueden <a href="/contact">contactarnos</a> o <a href="/login">iniciar sesión</a>.</p>',
    );
  });

  it('keeps a message without parts, and the words of a part nobody draws', () => {
    expect(richText('Plain words.', [])).toEqual(['Plain words.']);
    const { container } = render(<p>{richText('A <3>loose</3> part', [])}</p>);
    expect(container.textContent).toBe('A loose part');
  });
});
