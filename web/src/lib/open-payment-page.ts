// Opens a provider's payment page in a new tab (spec 000 §2: a popup or new tab), without giving it this window.

export function openPaymentPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}
