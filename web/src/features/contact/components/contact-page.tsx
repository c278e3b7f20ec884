// The contact page (docs/decisions/015 "Screens"): the form is simulated (2 s sending state, no call), then
// 'Message Sent'.

import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CONTACT_REPLY_HOURS, CONTACT_SENDING_MS } from '../../../../../shared/constants';
import { LABELS } from '../../../../../shared/messages';
import { PageHeader } from '../../../components/page-header';
import { Seo } from '../../../components/seo';
import { Button } from '../../../components/ui/button';
import { FormField, INPUT_CLASS } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';

const EMPTY = { username: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const [values, setValues] = useState(EMPTY);
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const messageId = useId();
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  useEffect(() => {
    if (state !== 'sending') return;
    const timer = window.setTimeout(() => setState('sent'), CONTACT_SENDING_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  // The browser checks the four required fields (and the email's form) before this runs.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
  };

  return (
    <>
      <Seo page="contact" />
      <PageHeader eyebrow="Contact" title="Get in touch">
        Questions about numbers, codes, payments or the API? We reply within {CONTACT_REPLY_HOURS} hours. Many answers are
        already in our{' '}
        <Link to={paths.public.home.getHref('faq')} className="font-semibold text-brand-700 underline">
          FAQ
        </Link>
        .
      </PageHeader>
      <div className="page-container max-w-2xl pb-20">
        {state === 'sent' ? (
          <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center">
            <h2 className="text-2xl font-bold text-emerald-900">{LABELS.messageSent}</h2>
            <p className="mt-2 text-emerald-900">Thank you: we will reply within {CONTACT_REPLY_HOURS} hours.</p>
            <Button
              className="mt-6"
              onClick={() => {
                setValues(EMPTY);
                setState('form');
              }}
            >
              Send Another Message
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
            <FormField label="Username" name="username" autoComplete="username" required value={values.username} onChange={set('username')} />
            <FormField label="Email" type="email" name="email" autoComplete="email" required value={values.email} onChange={set('email')} />
            <FormField label="Subject" name="subject" required value={values.subject} onChange={set('subject')} className="sm:col-span-2" />
            <div className="sm:col-span-2">
              <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
                Message
              </label>
              <textarea id={messageId} name="message" required rows={6} value={values.message} onChange={set('message')} className={INPUT_CLASS} />
            </div>
            <Button type="submit" disabled={state === 'sending'} className="sm:col-span-2">
              {state === 'sending' ? 'Sending...' : 'Send Message'}
            </Button>
          </form>
        )}
      </div>
    </>
  );
}
