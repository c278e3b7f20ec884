// The frame of an order's and a lease's story (docs/decisions/060): the page titled by the record, the actions its
// story allows now, the record's fields, what else the page shows of it, its timeline, and the reason dialog of the
// action under way, which reads the story again once done.

import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TimelineEvent } from '@shared/schemas/admin-story';
import { AdminPage } from '@/components/admin/admin-page';
import { ReasonDialog, type ReasonDialogProps } from '@/components/admin/reason-dialog';
import { failureText } from '@/lib/api-client';
import { RecordSummary } from './record-summary';
import { Timeline } from './timeline';

interface StoryPageProps<Story extends { readonly timeline: readonly TimelineEvent[] }, Acting> {
  title: string;
  intro: string;
  /** What the page says when the story cannot be read. */
  loadFailure: string;
  query: UseQueryOptions<Story, Error, Story, string[]>;
  /** The buttons of the actions the story allows now; `act` opens an action's reason dialog. */
  actions: (story: Story, act: (acting: Acting) => void) => ReactNode;
  /** The record's fields, by label. */
  fields: (story: Story) => readonly (readonly [string, ReactNode])[];
  /** What the page shows between the record and its timeline. */
  details?: (story: Story, act: (acting: Acting) => void) => ReactNode;
  /** The reason dialog of the action under way, with the story as last read. */
  dialog: (acting: Acting, story: Story | undefined) => Omit<ReasonDialogProps, 'refresh' | 'onClose'>;
}

export function StoryPage<Story extends { readonly timeline: readonly TimelineEvent[] }, Acting>({
  title,
  intro,
  loadFailure,
  query,
  actions,
  fields,
  details,
  dialog,
}: StoryPageProps<Story, Acting>) {
  const story = useQuery(query);
  const [acting, setActing] = useState<Acting | null>(null);
  const data = story.data;

  return (
    <AdminPage
      title={title}
      intro={intro}
      error={story.isError ? failureText(story.error, loadFailure) : null}
      actions={data && actions(data, setActing)}
    >
      {data && (
        <>
          <RecordSummary fields={fields(data)} />
          {details?.(data, setActing)}
          <h2 className="text-lg font-semibold text-slate-900">Timeline</h2>
          <Timeline events={data.timeline} />
        </>
      )}
      {story.isPending && <p role="status">Loading...</p>}
      {acting !== null && (
        <ReasonDialog {...dialog(acting, data)} refresh={query.queryKey} onClose={() => setActing(null)} />
      )}
    </AdminPage>
  );
}
