// Opens a provider's payment page in a new tab (docs/decisions/015 "Screens": a popup or new tab), without giving it
// this window.

export function openPaymentPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}
