// Which links the header shows (spec §2 Header and menu), by who is signed in. Beyond the spec:
// visitors get Events (the public /tickets browse page) and dancers My Tickets, so that the phone
// menu leads to both, and everyone Instructors (/instructors) and Local guides (/guides).
// Labels are message ids (the header translates them as it renders).
// A signed-in account's menu already fills a wide header (seven or eight entries): its Local guides
// entry is in the phone menu only, and wider screens reach /guides from the footer and the home
// page's Aficionado card. A visitor's shorter menu has room for it at every width.
import type { User } from '@/lib/auth/access-rules';

export interface MenuLink {
  label: string;
  to: string;
  /** Shown in the phone (burger) menu only: the wider header has no room for it. */
  phoneOnly?: true;
}

export type MenuItem = MenuLink | { label: 'menu.logout'; action: 'logout' };

export function menuItems(user: User | null): MenuItem[] {
  if (!user) {
    return [
      { label: /* i18n */ 'menu.home', to: '/' },
      { label: /* i18n */ 'menu.howItWorks', to: '/how-it-works' },
      { label: /* i18n */ 'menu.events', to: '/tickets' },
      { label: /* i18n */ 'menu.instructors', to: '/instructors' },
      { label: /* i18n */ 'menu.guides', to: '/guides' },
      { label: /* i18n */ 'menu.login', to: '/login' },
      { label: /* i18n */ 'menu.contact', to: '/contact' },
    ];
  }
  const items: MenuItem[] = [
    { label: /* i18n */ 'menu.home', to: '/' },
    { label: /* i18n */ 'menu.howItWorks', to: '/how-it-works' },
  ];
  if (user.permissions.canUploadEvents)
    items.push({ label: /* i18n */ 'menu.uploads', to: '/uploads' });
  if (user.organisationId) {
    items.push({ label: /* i18n */ 'menu.dashboard', to: '/dashboard' });
  } else {
    // Aficionados have their own events page; other dancers browse the public one.
    items.push({
      label: /* i18n */ 'menu.events',
      to: user.accountDetails?.isDanceAficionado ? '/events' : '/tickets',
    });
    items.push({ label: /* i18n */ 'menu.myTickets', to: '/my-tickets' });
  }
  items.push({ label: /* i18n */ 'menu.instructors', to: '/instructors' });
  items.push({ label: /* i18n */ 'menu.guides', to: '/guides', phoneOnly: true });
  items.push(
    { label: /* i18n */ 'menu.logout', action: 'logout' },
    { label: /* i18n */ 'menu.contact', to: '/contact' },
  );
  return items;
}
