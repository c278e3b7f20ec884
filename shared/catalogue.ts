// The service catalogue (docs/decisions/015 "Constants", docs/decisions/013 "Catalogue"): 59 UK-relevant services with
// the spec's prices, ids fixed for good.
// The server seeds it (seeds/services.ts) and the browser falls back to it when /services/list.php fails
// (docs/decisions/015 "Messages").

import {
  BUY_PRICE_CENTS,
  LEASE_PRICE_CENTS,
  OTHER_SERVICE_ID,
  POPULAR_SERVICES_COUNT,
  PRO_LEASE_PRICE_CENTS,
  type PurchaseType,
} from './constants.js';
import { LABELS } from './messages.js';
import type { Service } from './schemas/services.js';

// [name, icon, brand colour, one-time price in cents], in id order: the first 11 are the popular ones.
const ENTRIES: [string, string, string, number][] = [
  ['WhatsApp', 'whatsapp', '#25D366', 999],
  ['Telegram', 'telegram', '#26A5E4', 959],
  ['Facebook', 'facebook', '#1877F2', 799],
  ['Discord', 'discord', '#5865F2', 699],
  ['Microsoft', 'microsoft', '#5E5E5E', 599],
  ['Zalo', 'zalo', '#0068FF', 99],
  ['Google', 'google', '#4285F4', 649],
  ['Instagram', 'instagram', '#E4405F', 749],
  ['X (Twitter)', 'x', '#000000', 549],
  ['TikTok', 'tiktok', '#010101', 499],
  ['Amazon', 'amazon', '#FF9900', 449],
  ['Apple', 'apple', '#A2AAAD', 599],
  ['Uber', 'uber', '#000000', 399],
  ['PayPal', 'paypal', '#003087', 699],
  ['Revolut', 'revolut', '#0075EB', 799],
  ['Monzo', 'monzo', '#14233C', 749],
  ['Starling Bank', 'starling', '#6935D3', 749],
  ['Wise', 'wise', '#9FE870', 699],
  ['Snapchat', 'snapchat', '#FFFC00', 399],
  ['LinkedIn', 'linkedin', '#0A66C2', 449],
  ['Tinder', 'tinder', '#FF6B6B', 449],
  ['Bumble', 'bumble', '#FFC629', 399],
  ['Hinge', 'hinge', '#000000', 399],
  ['Deliveroo', 'deliveroo', '#00CCBC', 299],
  ['Just Eat', 'justeat', '#FF8000', 249],
  ['Vinted', 'vinted', '#09B1BA', 299],
  ['eBay', 'ebay', '#E53238', 349],
  ['Gumtree', 'gumtree', '#72EF36', 199],
  ['Airbnb', 'airbnb', '#FF5A5F', 449],
  ['Booking.com', 'booking', '#003580', 349],
  ['Netflix', 'netflix', '#E50914', 299],
  ['Spotify', 'spotify', '#1DB954', 249],
  ['Yahoo', 'yahoo', '#6001D2', 199],
  ['Steam', 'steam', '#171A21', 299],
  ['Twitch', 'twitch', '#9146FF', 249],
  ['Reddit', 'reddit', '#FF4500', 199],
  ['Signal', 'signal', '#3A76F0', 549],
  ['Viber', 'viber', '#7360F2', 349],
  ['WeChat', 'wechat', '#07C160', 899],
  ['LINE', 'line', '#00C300', 349],
  ['Skype', 'skype', '#00AFF0', 199],
  ['OpenAI', 'openai', '#412991', 649],
  ['Coinbase', 'coinbase', '#0052FF', 799],
  ['Binance', 'binance', '#F0B90B', 849],
  ['Kraken', 'kraken', '#5741D9', 699],
  ['Crypto.com', 'cryptocom', '#103F68', 649],
  ['Bolt', 'bolt', '#34D186', 299],
  ['Depop', 'depop', '#FF2300', 249],
  ['Etsy', 'etsy', '#F16521', 249],
  ['SHEIN', 'shein', '#000000', 199],
  ['Temu', 'temu', '#FB7701', 199],
  ['Zoom', 'zoom', '#0B5CFF', 249],
  ['Slack', 'slack', '#4A154B', 249],
  ['Nike', 'nike', '#111111', 299],
  ['ASOS', 'asos', '#2D2D2D', 199],
  ['Tesco', 'tesco', '#00539F', 199],
  ['Royal Mail', 'royalmail', '#DA202A', 149],
  ['Klarna', 'klarna', '#FFB3C7', 499],
];

export const SERVICES: Service[] = [
  ...ENTRIES.map(([name, icon, color, price], index) => ({
    id: index + 1,
    name,
    icon,
    color,
    price_cents: price,
    lease_price_cents: LEASE_PRICE_CENTS,
  })),
  {
    id: OTHER_SERVICE_ID,
    name: 'Other',
    icon: 'other',
    color: '#64748B',
    price_cents: 1199,
    lease_price_cents: PRO_LEASE_PRICE_CENTS,
  },
];

/** How many services the site says it covers: every named service ('Other' stands for any service, not one more). */
export const NAMED_SERVICE_COUNT = SERVICES.filter((service) => service.id !== OTHER_SERVICE_ID).length;

/** The service grid's tiles: the first 11 services other than 'Other', in id order (docs/decisions/015 "Screens"). */
export function popularServices(services: readonly Service[]): Service[] {
  return services
    .filter((service) => service.id !== OTHER_SERVICE_ID)
    .sort((a, b) => a.id - b.id)
    .slice(0, POPULAR_SERVICES_COUNT);
}

/** What the 'All Other Services' picker lists: every service that is not a popular tile. */
export function otherServices(services: readonly Service[]): Service[] {
  const popular = new Set(popularServices(services).map((service) => service.id));
  return services.filter((service) => !popular.has(service.id)).sort((a, b) => a.id - b.id);
}

/** Whether a listed service is sold as `type`: a service whose list names no offers is sold as everything. */
export const offeredAs = (service: Service, type: PurchaseType) => service.offers?.includes(type) ?? true;

/** In lease mode the 'Other' service is the Pro lease, named All Services. */
export function serviceDisplayName(service: Pick<Service, 'id' | 'name'>, type: PurchaseType): string {
  return type === 'lease' && service.id === OTHER_SERVICE_ID ? LABELS.allServices : service.name;
}

/** The price a tab shows: the lease price in lease mode, the fixed eSIM price to buy, else the one-time price. */
export function servicePriceCents(service: Service, type: PurchaseType): number {
  if (type === 'buy') return BUY_PRICE_CENTS;
  return type === 'lease' ? service.lease_price_cents : service.price_cents;
}
