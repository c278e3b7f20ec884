// An operator reading the back office, one page a second.

import { routePath, type RouteName } from '../../shared/routes.js';
import { sleep, type World } from './world.js';

const PAGES: RouteName[] = [
  'admin.stats',
  'admin.revenue',
  'admin.listUsers',
  'admin.listOrders',
  'admin.listLeases',
  'admin.listHeldPayments',
  'admin.listSimCards',
  'admin.listTickets',
];

export async function admin(world: World, cookie: string): Promise<void> {
  for (let page = 0; world.running; page += 1) {
    const name = PAGES[page % PAGES.length]!;
    await world.stats.time(`GET ${routePath(name)} (admin)`, () => world.call('GET', routePath(name), { cookie }));
    await sleep(1_000);
  }
}
