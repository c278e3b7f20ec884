// The reference of every operation, rendered from the OpenAPI document the API serves (docs/decisions/024 "The
// documentation page and examples"): loaded after the page has hydrated, with its own query provider.

import { useQuery } from '@tanstack/react-query';
import { routePath } from '@shared/routes';
import { Spinner } from '@/components/ui/spinner';
import { QueryProvider } from '@/lib/query/provider';
import type { JsonSchema, OpenApiContent, OpenApiOperation } from '../api/get-openapi';
import { openApiQuery } from '../api/queries';
import { SchemaFields } from './schema-fields';

/** The JSON schema of a body or an answer. */
function jsonSchemaOf(content: OpenApiContent): JsonSchema | undefined {
  return content?.['application/json']?.schema;
}

/** A success answer's `data` (the envelope is described above). */
function dataOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  return schema?.properties?.data ?? schema;
}

function Operation({ method, path, operation }: { method: string; path: string; operation: OpenApiOperation }) {
  const headingId = `op-${operation.operationId}`;
  const body = jsonSchemaOf(operation.requestBody?.content);
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className="rounded bg-brand-100 px-2 py-0.5 font-semibold text-brand-900">{method.toUpperCase()}</span>
        <span className="break-all text-slate-900">{path}</span>
      </h3>
      {operation.summary && <p className="mt-2 text-sm text-slate-700">{operation.summary}</p>}
      {operation.parameters && operation.parameters.length > 0 && (
        <>
          <h4 className="mt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">Parameters</h4>
          <SchemaFields
            schema={{
              properties: Object.fromEntries(operation.parameters.map((p) => [`${p.name} (${p.in})`, p.schema ?? {}])),
              required: operation.parameters.filter((p) => p.required).map((p) => `${p.name} (${p.in})`),
            }}
          />
        </>
      )}
      {body && (
        <>
          <h4 className="mt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">Request body (JSON)</h4>
          <SchemaFields schema={body} />
        </>
      )}
      <h4 className="mt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">Responses</h4>
      <dl className="mt-1 space-y-2 text-sm">
        {Object.entries(operation.responses).map(([status, response]) => (
          <div key={status}>
            <dt className="inline font-mono font-semibold text-slate-900">{status}</dt>{' '}
            <dd className="inline text-slate-700">{response.description}</dd>
            {status.startsWith('2') && (
              <dd className="mt-1">
                <SchemaFields schema={dataOf(jsonSchemaOf(response.content)) ?? {}} />
              </dd>
            )}
          </div>
        ))}
      </dl>
    </article>
  );
}

function Reference() {
  const { data, isError } = useQuery(openApiQuery());
  const documentPath = routePath('publicApi.openApi');
  if (isError && !data) {
    return (
      <p role="alert" className="text-sm text-slate-700">
        The reference could not be loaded. The document is at{' '}
        <a href={documentPath} className="font-semibold text-brand-700 hover:underline">
          {documentPath}
        </a>
        .
      </p>
    );
  }
  if (!data) {
    return <Spinner label="Loading the API reference" />;
  }
  const base = data.servers?.[0]?.url ?? '';
  return (
    <>
      <p>
        Generated from the OpenAPI {data.openapi} document at{' '}
        <a href={documentPath} className="font-semibold text-brand-700 hover:underline">
          {documentPath}
        </a>
        . Paths are relative to <code>{base}</code>; a success answer carries the fields below in <code>data</code>.
      </p>
      <div className="mt-4 space-y-4">
        {Object.entries(data.paths).flatMap(([path, methods]) =>
          Object.entries(methods).map(([method, operation]) => (
            <Operation key={`${method} ${path}`} method={method} path={path} operation={operation} />
          )),
        )}
      </div>
    </>
  );
}

export function ApiReference() {
  return (
    <QueryProvider>
      <Reference />
    </QueryProvider>
  );
}
