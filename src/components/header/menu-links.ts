// Which links the header shows (spec §2 Header and menu), by who is signed in. Beyond the spec:
// visitors get Events (the public /tickets browse page) and dancers My Tickets, so that the phone
// menu leads to both, and everyone Instructors (/instructors).
import type { User } from '@/lib/auth/access-rules';

export interface MenuLink {
  label: string;
  to: string;
}

export type MenuItem = MenuLink | { label: 'Logout'; action: 'logout' };

export function menuItems(user: User | null): MenuItem[] {
  if (!user) {
    return [
      { label: 'Home', to: '/' },
      { label: 'How it Works', to: '/how-it-works' },
      { label: 'Events', to: '/tickets' },
      { label: 'Instructors', to: '/instructors' },
      { label: 'Login', to: '/login' },
      { label: 'Contact', to: '/contact' },
    ];
  }
  const items: MenuItem[] = [
    { label: 'Home', to: '/' },
    { label: 'How it Works', to: '/how-it-works' },
  ];
  if (user.permissions.canUploadEvents) items.push({ label: 'Uploads', to: '/uploads' });
  if (user.organisationId) {
    items.push({ label: 'Dashboard', to: '/dashboard' });
  } else {
    // Aficionados have their own events page; other dancers browse the public one.
    items.push({
      label: 'Events',
      to: user.accountDetails?.isDanceAficionado ? '/events' : '/tickets',
    });
    items.push({ label: 'My Tickets', to: '/my-tickets' });
  }
  items.push({ label: 'Instructors', to: '/instructors' });
  items.push({ label: 'Logout', action: 'logout' }, { label: 'Contact', to: '/contact' });
  return items;
}
