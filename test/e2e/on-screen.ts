// What a user reads on screen, found as a user finds it: inside its landmark, region, dialog or status, by what it
// says or the shape it has. A test id is left only where nothing on screen names the element (docs/decisions/037).

import type { Locator, Page } from '@playwright/test';

type Scope = Page | Locator;

/** A dollar amount as the site writes it. */
const MONEY = /^\$[\d,]+\.\d\d$/;
/** A UK number as the site writes it. */
export const UK_NUMBER = /^\+44\d{10}$/;

/** The member area's balance: the one amount in the top bar. */
export const walletBalance = (page: Page) => page.getByRole('banner').getByText(MONEY);

/** The wallet screen's Wallet Balance card's amount. */
export const walletCardBalance = (page: Page) => page.getByRole('region', { name: 'Wallet Balance' }).getByText(MONEY);

/** The card of a one-time number: the number, then its code once it came, or the countdown until then. */
const numberCard = (scope: Scope) => scope.getByRole('region', { name: 'Current number' });
export const currentNumber = (scope: Scope) => numberCard(scope).getByText(UK_NUMBER);
export const currentCode = (scope: Scope) => numberCard(scope).getByText(/^\d{4,10}$/);
export const countdown = (scope: Scope) => numberCard(scope).getByText(/^\d\d:\d\d$/);

/** A rented number where it is shown: the Your Rented Number card, or the dialog after paying for a lease. */
export const rentedNumber = (scope: Scope) => scope.getByText(UK_NUMBER);

/** An order's id (32 hex digits) where the order is shown. */
export const orderIdOf = (scope: Scope) => scope.getByText(/^[0-9a-f]{32}$/);

/** The link that brings an order back. */
export const orderLink = (scope: Scope) => scope.getByRole('link', { name: /[?&]order_id=/ });

/** A status panel's title, e.g. 'Waiting for your payment'. */
export const statusTitle = (scope: Scope, title: string) => scope.getByRole('status').getByText(title, { exact: true });

/**
 * The SMS panel's chosen service and its price. Test ids: both are plain text beside the grid and tabs, with no role
 * or label of their own, and the same names and prices stand on the grid's buttons and the pricing cards.
 */
export const selectedService = (page: Page) => page.getByTestId('selected-service');
export const panelPrice = (page: Page) => page.getByTestId('panel-price');

/** The summary a member confirms before the wallet is charged: the item, its price and the balance after. */
export const purchaseSummary = (page: Page) => page.getByRole('dialog', { name: 'Confirm Purchase' });

/** The summary's button that charges the wallet. */
export const confirmPurchaseButton = (page: Page) =>
  purchaseSummary(page).getByRole('button', { name: 'Confirm and Pay' });

/** Confirms the summary, which charges the wallet. */
export const confirmPurchase = (page: Page) => confirmPurchaseButton(page).click();

/** The two-factor key written out beside its QR code: 32 base32 letters (docs/decisions/042). */
export const twoFactorKey = (scope: Scope) => scope.getByText(/^[A-Z2-7]{32}$/);
