// A form on a page the server may render. Until the app has taken the page over its fields are
// disabled: a submit before then would be the browser's own, with the fields in the address (a
// password in the history and the server's log), and what was typed would not be the app's.
// method="post" keeps the fields out of the address even then.
import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export function PageForm({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form method="post" {...props}>
      <fieldset className="form__fields" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
