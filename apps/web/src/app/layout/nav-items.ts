export type NavLink = { label: string; to: string; disabled?: boolean; note?: string };

export const INDUSTRY_LINKS: NavLink[] = [
  { label: 'Food & Beverage Equipment', to: '/industries/food-equipments' },
  { label: 'Healthcare', to: '/industries/industry2', note: 'Coming soon' },
];

export const PRIMARY_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
];

export const SECONDARY_LINKS: NavLink[] = [{ label: 'FAQ', to: '/faq' }];

export const DASHBOARD_LINK: NavLink = { label: 'Dashboard', to: '/dashboard' };
