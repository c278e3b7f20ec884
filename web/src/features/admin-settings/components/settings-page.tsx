// System Settings (/admin/settings): the tabs General, Pricing, Email, SMS, Payments and Security over the settings
// object with the spec's defaults; price inputs step 0.01; Save Settings sends nothing and only says so locally.

import { useId, useState } from 'react';
import { LABELS } from '@shared/messages';
import { AdminPage } from '@/components/admin/admin-page';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { showToast } from '@/lib/window-events';
import { DEFAULT_SETTINGS, SETTINGS_TABS, type SystemSettings } from '../settings-defaults';

type FieldSpec = (typeof SETTINGS_TABS)[number]['fields'][number];

function SettingField({
  field,
  value,
  onChange,
}: {
  field: FieldSpec;
  value: SystemSettings[keyof SystemSettings];
  onChange: (value: string | boolean) => void;
}) {
  const id = useId();
  if (field.kind === 'toggle') {
    return (
      <label
        htmlFor={id}
        className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 px-4 py-3"
      >
        <span className="text-sm font-medium text-slate-800">{field.label}</span>
        <input
          id={id}
          type="checkbox"
          checked={value as boolean}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-brand-600"
        />
      </label>
    );
  }
  const common = {
    id,
    className: INPUT_CLASS,
    value: String(value),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {field.label}
      </label>
      {field.kind === 'textarea' ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          type={field.kind === 'money' || field.kind === 'number' ? 'number' : field.kind}
          step={field.kind === 'money' ? '0.01' : undefined}
          autoComplete="off"
          {...common}
        />
      )}
    </div>
  );
}

export function SettingsPage() {
  const [settings, setSettings] = useState<SystemSettings>(DEFAULT_SETTINGS);
  const [tab, setTab] = useState(SETTINGS_TABS[0]!.name);
  const current = SETTINGS_TABS.find((candidate) => candidate.name === tab)!;

  const change = (key: keyof SystemSettings, value: string | boolean) =>
    setSettings((before) => ({ ...before, [key]: typeof before[key] === 'number' ? Number(value) : value }));

  return (
    <AdminPage
      sampleNotice={
        "These settings are examples, not the site's configuration: Save Settings stores nothing and changes nothing."
      }
      title={LABELS.adminNav.settings}
      actions={<Button onClick={() => showToast('Settings saved', 'success')}>Save Settings</Button>}
    >
      <div className="rounded-2xl border border-slate-200 bg-white">
        <div role="tablist" aria-label="Settings" className="flex gap-1 overflow-x-auto border-b border-slate-200 px-2">
          {SETTINGS_TABS.map(({ name }) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`settings-tab-${name}`}
              aria-selected={name === tab}
              aria-controls="settings-panel"
              onClick={() => setTab(name)}
              className={`border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap ${name === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {name}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id="settings-panel"
          aria-labelledby={`settings-tab-${tab}`}
          className="grid gap-4 p-5 sm:grid-cols-2"
        >
          {current.fields.map((field) => (
            <SettingField
              key={field.key}
              field={field}
              value={settings[field.key]}
              onChange={(value) => change(field.key, value)}
            />
          ))}
        </div>
      </div>
    </AdminPage>
  );
}
