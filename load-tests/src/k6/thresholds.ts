import type { ThresholdResult } from './protocol';

/** One metric sample, as k6 records it: the metric, its value and the request's or check's tags. */
export interface Sample {
  metric: string;
  value: number;
  tags: Record<string, string>;
}

/** The built-in metrics the shim records, by k6's metric type. */
export const METRICS: Record<string, 'counter' | 'rate' | 'trend'> = {
  http_reqs: 'counter',
  iterations: 'counter',
  http_req_failed: 'rate',
  checks: 'rate',
  http_req_duration: 'trend',
  iteration_duration: 'trend',
};

const SELECTOR = /^([A-Za-z_][A-Za-z0-9_]*)(?:\{(.*)\})?$/;
const EXPRESSION = /^\s*(avg|min|max|med|count|rate|p\((\d+(?:\.\d+)?)\))\s*(<=|>=|===|==|!=|<|>)\s*(-?\d+(?:\.\d+)?)\s*$/;

/** A percentile as k6 computes it: linear between the two nearest ranks. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 1) return sorted[0]!;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

function aggregate(kind: string, type: 'counter' | 'rate' | 'trend', values: number[], seconds: number): number | string {
  const sum = values.reduce((a, b) => a + b, 0);
  if (type === 'counter') {
    if (kind === 'count') return sum;
    if (kind === 'rate') return sum / seconds;
  } else if (type === 'rate') {
    if (kind === 'rate') return sum / values.length;
  } else {
    const sorted = [...values].sort((a, b) => a - b);
    if (kind === 'avg') return sum / values.length;
    if (kind === 'min') return sorted[0]!;
    if (kind === 'max') return sorted[sorted.length - 1]!;
    if (kind === 'med') return percentile(sorted, 50);
    const p = /^p\((.+)\)$/.exec(kind);
    if (p) return percentile(sorted, Number(p[1]));
  }
  return `${kind} is no aggregation of a ${type} metric`;
}

function compare(observed: number, op: string, limit: number): boolean {
  switch (op) {
    case '<':
      return observed < limit;
    case '<=':
      return observed <= limit;
    case '>':
      return observed > limit;
    case '>=':
      return observed >= limit;
    case '==':
    case '===':
      return observed === limit;
    default:
      return observed !== limit;
  }
}

/**
 * `options.thresholds` over the run's samples, as k6 evaluates them at the end of a test. Stricter
 * than k6 in one way: a threshold whose selector matched no sample fails ("no samples"), since in a
 * one-iteration run that means the script no longer makes the requests it sets targets for.
 */
export function evaluateThresholds(thresholds: Record<string, unknown>, samples: Sample[], seconds: number): ThresholdResult[] {
  const results: ThresholdResult[] = [];
  for (const [selector, list] of Object.entries(thresholds)) {
    const match = SELECTOR.exec(selector.trim());
    const metric = match?.[1] ?? selector;
    const tags = (match?.[2] ?? '')
      .split(',')
      .filter((t) => t.trim())
      .map((t) => {
        const at = t.indexOf(':');
        return [
          t.slice(0, at).trim(),
          t
            .slice(at + 1)
            .trim()
            .replace(/^["']|["']$/g, ''),
        ] as const;
      });
    const type = METRICS[metric];
    const matching = samples.filter((s) => s.metric === metric && tags.every(([k, v]) => s.tags[k] === v));
    for (const entry of Array.isArray(list) ? list : [list]) {
      const expression = String(
        typeof entry === 'object' && entry !== null ? (entry as { threshold?: unknown }).threshold : entry,
      );
      const result = (passed: boolean, observed: string) => results.push({ selector, metric, expression, passed, observed });
      const parsed = EXPRESSION.exec(expression);
      if (!match || !parsed) result(false, 'not a threshold the shim reads');
      else if (!type) result(false, `unknown metric ${metric} (not recorded by the shim)`);
      else if (!matching.length) result(false, 'no samples');
      else {
        const observed = aggregate(
          parsed[1]!,
          type,
          matching.map((s) => s.value),
          seconds,
        );
        if (typeof observed === 'string') result(false, observed);
        else result(compare(observed, parsed[3]!, Number(parsed[4])), `${parsed[1]} = ${Number(observed.toFixed(3))}`);
      }
    }
  }
  return results;
}
