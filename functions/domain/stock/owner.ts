// Who holds an order, a lease or an eSIM: a member, who pays from the wallet, or an anonymous buyer, who paid in crypto.

export type Owner = { kind: 'user'; userId: string } | { kind: 'anonymous'; orderId: string };

export const userOwner = (userId: string): Owner => ({ kind: 'user', userId });
