// System Settings' object and its defaults (spec constants); the screen keeps it locally and Save sends nothing.

export interface SystemSettings {
  siteName: string;
  siteDescription: string;
  maintenanceMode: boolean;
  registrationEnabled: boolean;
  smsRate: number;
  leaseRate: number;
  purchaseRate: number;
  apiRate: number;
  minTopUp: number;
  maxTopUp: number;
  smtpHost: string;
  smtpPort: number;
  smtpUsername: string;
  smtpPassword: string;
  twilioAccountSid: string;
  twilioAuthToken: string;
  twilioPhoneNumber: string;
  stripePublicKey: string;
  stripeSecretKey: string;
  paypalClientId: string;
  paypalClientSecret: string;
}

export const DEFAULT_SETTINGS: SystemSettings = {
  siteName: 'UK SMS Numbers',
  siteDescription: 'Instant UK Phone Numbers for SMS Verification',
  maintenanceMode: false,
  registrationEnabled: true,
  smsRate: 0.89,
  leaseRate: 14.99,
  purchaseRate: 25,
  apiRate: 0.5,
  minTopUp: 5,
  maxTopUp: 1000,
  smtpHost: '',
  smtpPort: 587,
  smtpUsername: '',
  smtpPassword: '',
  twilioAccountSid: '',
  twilioAuthToken: '',
  twilioPhoneNumber: '',
  stripePublicKey: '',
  stripeSecretKey: '',
  paypalClientId: '',
  paypalClientSecret: '',
};

type Field = { key: keyof SystemSettings; label: string; kind: 'text' | 'password' | 'money' | 'number' | 'toggle' | 'textarea' };

export const SETTINGS_TABS: { name: string; fields: Field[] }[] = [
  {
    name: 'General',
    fields: [
      { key: 'siteName', label: 'Site Name', kind: 'text' },
      { key: 'siteDescription', label: 'Site Description', kind: 'textarea' },
      { key: 'maintenanceMode', label: 'Maintenance Mode', kind: 'toggle' },
      { key: 'registrationEnabled', label: 'Registration Enabled', kind: 'toggle' },
    ],
  },
  {
    name: 'Pricing',
    fields: [
      { key: 'smsRate', label: 'SMS Rate ($)', kind: 'money' },
      { key: 'leaseRate', label: 'Lease Rate, 30 days ($)', kind: 'money' },
      { key: 'purchaseRate', label: 'Purchase Rate ($)', kind: 'money' },
      { key: 'apiRate', label: 'API Rate ($)', kind: 'money' },
      { key: 'minTopUp', label: 'Minimum Top-Up ($)', kind: 'money' },
      { key: 'maxTopUp', label: 'Maximum Top-Up ($)', kind: 'money' },
    ],
  },
  {
    name: 'Email',
    fields: [
      { key: 'smtpHost', label: 'SMTP Host', kind: 'text' },
      { key: 'smtpPort', label: 'SMTP Port', kind: 'number' },
      { key: 'smtpUsername', label: 'SMTP Username', kind: 'text' },
      { key: 'smtpPassword', label: 'SMTP Password', kind: 'password' },
    ],
  },
  {
    name: 'SMS',
    fields: [
      { key: 'twilioAccountSid', label: 'Twilio Account SID', kind: 'text' },
      { key: 'twilioAuthToken', label: 'Twilio Auth Token', kind: 'password' },
      { key: 'twilioPhoneNumber', label: 'Twilio Phone Number', kind: 'text' },
    ],
  },
  {
    name: 'Payments',
    fields: [
      { key: 'stripePublicKey', label: 'Stripe Public Key', kind: 'text' },
      { key: 'stripeSecretKey', label: 'Stripe Secret Key', kind: 'password' },
      { key: 'paypalClientId', label: 'PayPal Client ID', kind: 'text' },
      { key: 'paypalClientSecret', label: 'PayPal Client Secret', kind: 'password' },
    ],
  },
  {
    name: 'Security',
    fields: [
      { key: 'maintenanceMode', label: 'Maintenance Mode', kind: 'toggle' },
      { key: 'registrationEnabled', label: 'Registration Enabled', kind: 'toggle' },
    ],
  },
];
