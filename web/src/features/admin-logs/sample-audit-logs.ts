// Audit Logs' hard-coded sample: ten entries, one of each action the spec lists.

export interface AuditLogEntry {
  id: number;
  timestamp: string;
  user: string;
  email: string;
  action: string;
  details: string;
  ip: string;
  userAgent: string;
}

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) Safari/604.1';
const API_CLIENT = 'python-requests/2.31.0';

export const AUDIT_LOGS: AuditLogEntry[] = [
  { id: 1, timestamp: '2026-01-15T10:30:00Z', user: 'John Smith', email: 'john@example.com', action: 'login', details: 'Logged in', ip: '192.168.1.100', userAgent: CHROME },
  { id: 2, timestamp: '2026-01-15T10:32:00Z', user: 'John Smith', email: 'john@example.com', action: 'order_create', details: 'One-time SMS order for WhatsApp', ip: '192.168.1.100', userAgent: CHROME },
  { id: 3, timestamp: '2026-01-15T09:45:00Z', user: 'Sarah Johnson', email: 'sarah@example.com', action: 'lease_create', details: '30-day lease for Telegram', ip: '10.0.0.52', userAgent: SAFARI },
  { id: 4, timestamp: '2026-01-15T09:40:00Z', user: 'Sarah Johnson', email: 'sarah@example.com', action: 'payment_success', details: 'Payment of $14.99 completed', ip: '10.0.0.52', userAgent: SAFARI },
  { id: 5, timestamp: '2026-01-15T08:15:00Z', user: 'Mike Wilson', email: 'mike@example.com', action: 'api_request', details: 'POST /api/v1/orders', ip: '203.0.113.7', userAgent: API_CLIENT },
  { id: 6, timestamp: '2026-01-14T18:20:00Z', user: 'Emma Davis', email: 'emma@example.com', action: 'wallet_topup', details: 'Wallet top-up of $50.00', ip: '172.16.0.23', userAgent: CHROME },
  { id: 7, timestamp: '2026-01-14T16:05:00Z', user: 'Emma Davis', email: 'emma@example.com', action: 'profile_update', details: 'Changed display name', ip: '172.16.0.23', userAgent: CHROME },
  { id: 8, timestamp: '2026-01-14T14:50:00Z', user: 'David Brown', email: 'david@example.com', action: 'ticket_create', details: 'Ticket: SMS code not received', ip: '198.51.100.14', userAgent: SAFARI },
  { id: 9, timestamp: '2026-01-14T12:00:00Z', user: 'Admin', email: 'admin@example.com', action: 'admin_action', details: 'Marked a SIM card as expired', ip: '192.168.1.1', userAgent: CHROME },
  { id: 10, timestamp: '2026-01-14T11:30:00Z', user: 'David Brown', email: 'david@example.com', action: 'logout', details: 'Logged out', ip: '198.51.100.14', userAgent: SAFARI },
];

export const AUDIT_ACTIONS = [...new Set(AUDIT_LOGS.map((entry) => entry.action))];
export const AUDIT_USERS = [...new Set(AUDIT_LOGS.map((entry) => entry.user))];
export const AUDIT_PERIODS = ['7days', '30days', '90days', '1year'] as const;
