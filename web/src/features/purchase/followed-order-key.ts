// The local-storage key of the followed anonymous order, apart from its storage so first-load code can look for it
// without loading zod (docs/decisions/037 "Landing JavaScript").

export const FOLLOWED_ORDER_KEY = 'anonymousOrder';
