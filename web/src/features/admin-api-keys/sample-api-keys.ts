// API Management's local sample data: the screen works on these only and makes no call.

export type SampleKeyStatus = 'active' | 'suspended' | 'expired';

export interface SampleApiKey {
  id: number;
  name: string;
  key: string;
  user: string;
  email: string;
  status: SampleKeyStatus;
  requests: number;
  lastUsed: string;
  createdAt: string;
  expiresAt: string;
}

export const SAMPLE_API_KEYS: SampleApiKey[] = [
  { id: 1, name: 'Production Server', key: 'sk_live_4f8a2c9e1b7d3f6a0e5c8b2d9f1a7e3c', user: 'John Smith', email: 'john@example.com', status: 'active', requests: 15_420, lastUsed: '2026-01-15T10:30:00Z', createdAt: '2025-06-01T09:00:00Z', expiresAt: '2026-12-31T23:59:59Z' },
  { id: 2, name: 'Mobile App', key: 'sk_live_9b3e7d1f5a2c8e4b6d0f3a9c7e1b5d2f', user: 'Sarah Johnson', email: 'sarah@example.com', status: 'active', requests: 8_932, lastUsed: '2026-01-15T08:12:00Z', createdAt: '2025-08-14T12:00:00Z', expiresAt: '2026-08-14T23:59:59Z' },
  { id: 3, name: 'Testing Key', key: 'sk_test_2d6f0a4c8e3b7d1f9a5c2e6b0d4f8a3c', user: 'Mike Wilson', email: 'mike@example.com', status: 'suspended', requests: 1_205, lastUsed: '2026-01-10T16:45:00Z', createdAt: '2025-10-02T15:30:00Z', expiresAt: '2026-10-02T23:59:59Z' },
  { id: 4, name: 'Legacy Integration', key: 'sk_live_7c1e5a9d3f0b6e2c8a4d1f7b3e9c5a0d', user: 'Emma Davis', email: 'emma@example.com', status: 'expired', requests: 42_118, lastUsed: '2025-12-31T23:50:00Z', createdAt: '2024-12-31T10:00:00Z', expiresAt: '2025-12-31T23:59:59Z' },
  { id: 5, name: 'Reseller Portal', key: 'sk_live_3a8d2f6c0e4b9a1d5f7c3e8b2a6d0f4c', user: 'David Brown', email: 'david@example.com', status: 'active', requests: 23_764, lastUsed: '2026-01-14T22:05:00Z', createdAt: '2025-03-20T08:45:00Z', expiresAt: '2027-03-20T23:59:59Z' },
];
