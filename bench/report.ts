/** The markdown table of `npm run bench`: one row per autocannon run. */
import type autocannon from 'autocannon';

export type Row = { scenario: string; result: autocannon.Result };

/** Bytes on the wire per answer (headers and body), in KiB. */
function kibPerAnswer(result: autocannon.Result) {
  return result.requests.total ? (result.throughput.total / result.requests.total / 1024).toFixed(1) : '–';
}

/** '0', or the count with each status, e.g. '19 (429: 12, 503: 7)'. */
function non2xxByStatus(result: autocannon.Result) {
  if (!result.non2xx) return '0';
  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${status}: ${stats.count}`);
  return `${result.non2xx.toLocaleString('en')} (${byStatus.join(', ')})`;
}

export function renderRows(rows: Row[]) {
  return [
    '| scenario | req/s | p50 ms | p99 ms | KiB/answer | 2xx | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ scenario, result }) =>
        `| ${scenario} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} | ${result.latency.p99} | ${kibPerAnswer(result)} | ${result['2xx'].toLocaleString('en')} | ${non2xxByStatus(result)} | ${(result.errors + result.timeouts).toLocaleString('en')} |`,
    ),
  ].join('\n');
}
