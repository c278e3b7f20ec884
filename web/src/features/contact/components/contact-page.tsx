// The contact page (docs/decisions/015 "Screens", docs/decisions/019): the message is sent to support, with the
// sending state shown for at least 2 s as the spec has it, then 'Message Sent' and a button to send another.

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CONTACT_REPLY_HOURS, CONTACT_SENDING_MS } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { contactRequest } from '@shared/schemas/tickets';
import { PageHeader } from '@/components/page-header';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, TextAreaField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { sendContactMessage } from '../api/send-contact-message';

const EMPTY = { username: '', email: '', subject: '', message: '' };
const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export function ContactPage() {
  const form = useSchemaForm(contactRequest, { defaultValues: EMPTY });
  const { isSubmitting } = form.formState;
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await Promise.all([sendContactMessage(values), pause(CONTACT_SENDING_MS)]);
      setSent(true);
    } catch (error) {
      if (!showServerDetails(form, error)) setProblem(failureText(error, MESSAGES.apiRequestFailed));
    }
  });

  return (
    <>
      <Seo page="contact" />
      <PageHeader eyebrow="Contact" title="Get in touch">
        Questions about numbers, codes, payments or the API? We reply within {CONTACT_REPLY_HOURS} hours. Many answers
        are already in our{' '}
        <Link to={paths.public.home.getHref('faq')} className="font-semibold text-brand-700 underline">
          FAQ
        </Link>
        .
      </PageHeader>
      <div className="page-container max-w-2xl pb-20">
        {sent ? (
          <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center">
            <h2 className="text-2xl font-bold text-emerald-900">{LABELS.messageSent}</h2>
            <p className="mt-2 text-emerald-900">
              Thank you: we will reply within {CONTACT_REPLY_HOURS} hours. A copy of your message is on its way to your
              inbox.
            </p>
            <Button
              className="mt-6"
              onClick={() => {
                form.reset(EMPTY);
                setSent(false);
              }}
            >
              Send Another Message
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5 sm:grid-cols-2">
            <FormField label="Username" autoComplete="username" {...schemaField(form, 'username')} />
            <FormField label="Email" type="email" autoComplete="email" {...schemaField(form, 'email')} />
            <FormField label="Subject" className="sm:col-span-2" {...schemaField(form, 'subject')} />
            <TextAreaField label="Message" rows={6} className="sm:col-span-2" {...schemaField(form, 'message')} />
            {problem && (
              <div className="sm:col-span-2">
                <FormAlert message={problem} />
              </div>
            )}
            <Button type="submit" disabled={isSubmitting} className="sm:col-span-2">
              {isSubmitting ? 'Sending...' : 'Send Message'}
            </Button>
          </form>
        )}
      </div>
    </>
  );
}
