// @vitest-environment happy-dom
// The Refund Policy says what happens to a one-time number whose code does not come within its 15 minutes (issue 33).

import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { RefundPolicy } from './refund-policy';

afterEach(cleanup);

it('says a one-time number waits 15 minutes, and what happens without a code', () => {
  renderWithApp(<RefundPolicy />);
  const section = screen.getByRole('region', { name: '1. When we refund' });
  expect(section.textContent).toContain('A one-time number waits 15 minutes for its code.');
  expect(section.textContent).toContain("a member's price goes back to the wallet at once");
  expect(section.textContent).toContain('an anonymous buyer contacts support with the order ID');
});
