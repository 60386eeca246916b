// The header's search box: what is typed opens /search (events and classes, instructors and local
// guides at once). On /search the page's own form is the one to use, so the header's steps aside.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_SEARCH_TEXT } from '@/contract/search-limits';
import { useI18n } from '@/lib/i18n/use-i18n';

export function HeaderSearch() {
  const navigate = useNavigate();
  const i18n = useI18n();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  if (pathname === '/search') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setText('');
    navigate(q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search');
  };

  return (
    <form
      className="header-search"
      role="search"
      aria-label={i18n._('search.site')}
      onSubmit={submit}
    >
      <label htmlFor="header-search-text" className="visually-hidden">
        {i18n._('search.label')}
      </label>
      <input
        id="header-search-text"
        type="search"
        placeholder={i18n._('search.button')}
        value={text}
        maxLength={MAX_SEARCH_TEXT}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" aria-label={i18n._('search.button')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path
            d="M15.5 15.5 21 21"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </form>
  );
}
