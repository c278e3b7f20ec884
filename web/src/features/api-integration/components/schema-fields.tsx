// A JSON Schema as a readable list of fields: each name with its type, whether it is required, and its default; an
// object's fields and a union's choices nested under it.

import type { JsonSchema } from '../api/get-openapi';

/** A short type: `string`, `"GB"`, `"one-time" | "lease"`, `string | null`, `integer or string`, `array of object`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.map(typeLabel).join(' or ');
  if (schema.$ref) return schema.$ref.split('/').at(-1) ?? schema.$ref;
  if (schema.type === 'array') return `array of ${schema.items ? typeLabel(schema.items) : 'any'}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'any';
}

/** The object schemas a value may be: itself, or each object choice of a union. */
function objectsOf(schema: JsonSchema): JsonSchema[] {
  if (schema.properties) return [schema];
  return (schema.anyOf ?? schema.oneOf ?? []).filter((choice) => choice.properties);
}

export function SchemaFields({ schema }: { schema: JsonSchema }) {
  const objects = objectsOf(schema);
  if (objects.length === 0) return <p className="font-mono text-xs text-slate-700">{typeLabel(schema)}</p>;
  if (objects.length > 1) {
    return (
      <ol className="space-y-2">
        {objects.map((choice, index) => (
          <li key={index}>
            <p className="text-xs font-semibold text-slate-600">{index === 0 ? 'One of:' : 'or:'}</p>
            <SchemaFields schema={choice} />
          </li>
        ))}
      </ol>
    );
  }
  const object = objects[0]!;
  return (
    <ul className="space-y-1 border-l border-slate-200 pl-3">
      {Object.entries(object.properties ?? {}).map(([name, field]) => (
        <li key={name} className="text-sm">
          <code className="font-semibold text-slate-900">{name}</code>{' '}
          <span className="font-mono text-xs break-words text-slate-700">{typeLabel(field)}</span>{' '}
          <span className="text-xs text-slate-600">
            {object.required?.includes(name) ? 'required' : 'optional'}
            {field.default !== undefined && `, default ${JSON.stringify(field.default)}`}
          </span>
          {objectsOf(field).length > 0 && (
            <div className="mt-1">
              <SchemaFields schema={field} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
