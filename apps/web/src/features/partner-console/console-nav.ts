/** The console's areas, in the nav's order; owners-only ones are hidden from staff (the API refuses them too). */
export const CONSOLE_NAV: readonly { to: string; label: string; ownersOnly: boolean }[] = [
  { to: '/partner/leads', label: 'Leads', ownersOnly: false },
  { to: '/partner/reports', label: 'Reports', ownersOnly: false },
  { to: '/partner/brand', label: 'Brand', ownersOnly: false },
  { to: '/partner/users', label: 'Users', ownersOnly: true },
  { to: '/partner/keys', label: 'API keys', ownersOnly: true },
  { to: '/partner/webhooks', label: 'Webhooks', ownersOnly: true },
];
