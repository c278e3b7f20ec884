// Reads CloudWatch EMF lines the way CloudWatch does: each metric of a line, once per dimension set it names.

export interface Figure {
  namespace: string;
  name: string;
  unit: string;
  /** A line may carry several values of one metric (several events in one invocation): each is one sample. */
  values: number[];
  dimensions: Record<string, string>;
}

interface Directive {
  Namespace: string;
  Dimensions: string[][];
  Metrics: { Name: string; Unit: string }[];
}

/** Every figure in `output`; lines that are not EMF (log lines, the runtime's own) are skipped. */
export function emfFigures(output: string): Figure[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{"_aws"'))
    .flatMap((line) => {
      const blob = JSON.parse(line) as Record<string, unknown> & { _aws: { CloudWatchMetrics: Directive[] } };
      return blob._aws.CloudWatchMetrics.flatMap((directive) =>
        directive.Metrics.flatMap(({ Name, Unit }) =>
          directive.Dimensions.map((set) => ({
            namespace: directive.Namespace,
            name: Name,
            unit: Unit,
            values: [blob[Name] as number | number[]].flat(),
            dimensions: Object.fromEntries(set.map((key) => [key, String(blob[key])])),
          })),
        ),
      );
    });
}
