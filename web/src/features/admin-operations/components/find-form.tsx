// The operations desk's search box: one labelled field and Find, which hands the trimmed term to the screen.

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';

export function FindForm({
  label,
  placeholder,
  mono = false,
  onFind,
}: {
  label: string;
  placeholder: string;
  mono?: boolean;
  onFind: (term: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const find = (event: FormEvent) => {
    event.preventDefault();
    onFind(typed.trim());
  };
  return (
    <form role="search" onSubmit={find} className="flex flex-col gap-2 sm:flex-row">
      <input
        aria-label={label}
        className={mono ? `${INPUT_CLASS} font-mono` : INPUT_CLASS}
        placeholder={placeholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit">Find</Button>
    </form>
  );
}
