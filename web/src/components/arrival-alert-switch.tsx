// The visitor's switch of the opt-in background alert (docs/decisions/041 "Alerts"), off until turned on; one choice
// for codes and lease messages, said in the words of the screen it stands on.

import { useCodeAlertsChoice } from '@/lib/push/code-alert';

export function ArrivalAlertSwitch({ label }: { label: string }) {
  const [on, setOn] = useCodeAlertsChoice();
  return (
    <label className="mt-3 flex items-center gap-2 text-xs text-slate-600">
      <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
      {label}
    </label>
  );
}
