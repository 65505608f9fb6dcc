import type { DashboardData, DashboardRow, Status } from './report';

/**
 * The fleet dashboard: `sites/index.html`, one static page for the operator,
 * no script. Failures first, then held builds, then the rest; a table (caption, column and row
 * headers) in a region that scrolls on its own on a phone, so the page itself never scrolls
 * sideways; the validator's warnings on demand (<details>); an SVG chart of the slowest builds
 * with its numbers in text too. Every string from a report (ids, reasons, warnings, links) is
 * escaped: a record's text reaches this page through the validator's messages.
 */

const ORDER: Record<Status, number> = { failed: 0, held: 1, built: 2, unchanged: 3 };
/** Bars on the chart: the slowest builds (a chart of 500 tenants says nothing). */
const CHART_BARS = 20;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
const esc = escapeHtml;

/** Failures first (they need the operator), then held, built, unchanged; by id within each. */
export function dashboardOrder(rows: readonly DashboardRow[]): DashboardRow[] {
  return [...rows].sort((a, b) => ORDER[a.status] - ORDER[b.status] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** `2026-11-26 08:52` (UTC, the column says so); a time that is not one is shown as given. */
function when(iso: string): string {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return esc(iso || 'unknown');
  return `<time datetime="${esc(d.toISOString())}">${d.toISOString().slice(0, 16).replace('T', ' ')}</time>`;
}

/** Only http(s) addresses become links (a report could hold `javascript:`). */
function publicLink(url: string | null): string {
  if (!url) return '';
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return '';
    return `<a href="${esc(u.href)}">${esc(u.host)}</a>`;
  } catch {
    return '';
  }
}

const num = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function warningsCell(r: DashboardRow): string {
  if (!r.warnings) return '0';
  const more = r.warnings - r.warningList.length;
  const items = r.warningList.map((w) => `<li>${esc(w)}</li>`).join('');
  return `<details><summary>${r.warnings} warning${r.warnings === 1 ? '' : 's'}</summary><ul>${items}${more > 0 ? `<li>and ${more} more (npm run validate-record)</li>` : ''}</ul></details>`;
}

function row(r: DashboardRow): string {
  const local = r.href ? `<a href="${esc(r.href)}">${esc(r.id)}/</a>` : '<span>none published</span>';
  const pub = publicLink(r.siteUrl);
  return (
    `<tr class="${r.status}">` +
    `<th scope="row">${esc(r.id)}</th>` +
    `<td><span class="status status-${r.status}">${r.status}</span></td>` +
    `<td class="reason">${esc(r.reason)}</td>` +
    `<td class="when">${when(r.at)}</td>` +
    `<td class="n">${num(r.seconds)}</td>` +
    `<td class="n">${r.pages}</td>` +
    `<td class="n">${num(r.homeKb)}</td>` +
    `<td class="n">${num(r.homeJsKb)}</td>` +
    `<td>${warningsCell(r)}</td>` +
    `<td class="site">${local}${pub ? `<br>${pub}` : ''}</td>` +
    `</tr>`
  );
}

/** The slowest builds as horizontal bars; the numbers are also in the figure's caption list. */
function chart(rows: readonly DashboardRow[]): string {
  const timed = [...rows].filter((r) => r.seconds > 0).sort((a, b) => b.seconds - a.seconds).slice(0, CHART_BARS);
  if (!timed.length) return '<p>No tenant took measurable time in this run.</p>';
  const max = Math.max(...timed.map((r) => r.seconds));
  const bar = 22;
  const labelW = 120;
  const width = 360;
  const height = timed.length * bar + 4;
  const bars = timed
    .map((r, i) => {
      const w = Math.max(1, Math.round(((width - labelW - 50) * r.seconds) / max));
      const y = i * bar + 2;
      const id = r.id.length > 16 ? `${r.id.slice(0, 15)}…` : r.id;
      return (
        `<text x="${labelW - 6}" y="${y + 15}" text-anchor="end">${esc(id)}</text>` +
        `<rect x="${labelW}" y="${y + 3}" width="${w}" height="${bar - 6}" class="bar-${r.status}"/>` +
        `<text x="${labelW + w + 4}" y="${y + 15}">${num(r.seconds)} s</text>`
      );
    })
    .join('');
  const summary = timed.map((r) => `<li>${esc(r.id)}: ${num(r.seconds)} s</li>`).join('');
  return (
    `<figure>` +
    `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="chart-title">` +
    `<title id="chart-title">Build seconds of the ${timed.length} slowest tenants; the longest took ${num(max)} s</title>${bars}</svg>` +
    `<figcaption><details><summary>The chart's numbers as text</summary><ol>${summary}</ol></details></figcaption>` +
    `</figure>`
  );
}

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.45;color:#1a1a1a;background:#fff}
body{margin:0}
main{max-width:80rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:0 0 .25rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
p,li{overflow-wrap:anywhere}
.counts{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:.5rem 0}
.counts li{border:1px solid #767676;border-radius:.4rem;padding:.25rem .6rem}
.scroll{overflow-x:auto;max-width:100%;border:1px solid #767676}
.scroll:focus{outline:3px solid #0b57d0;outline-offset:2px}
table{border-collapse:collapse;width:100%;font-size:.9rem}
caption{text-align:left;padding:.5rem;font-weight:600}
th,td{border-top:1px solid #c4c4c4;padding:.4rem .5rem;text-align:left;vertical-align:top}
thead th{background:#f0f0f0;white-space:nowrap}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.reason{min-width:12rem;max-width:28rem;overflow-wrap:anywhere}
td.when{white-space:nowrap}
td.site{overflow-wrap:anywhere;min-width:8rem}
td ul{margin:.25rem 0;padding-left:1.1rem;min-width:14rem;overflow-wrap:anywhere}
.status{display:inline-block;border-radius:.3rem;padding:0 .4rem;font-weight:600}
.status-failed{background:#fde8e8;color:#8a1111}
.status-held{background:#fff1cc;color:#6b4200}
.status-built{background:#e2f4e6;color:#0b5a1e}
.status-unchanged{background:#ececec;color:#333}
a{color:#0b57d0}
summary{cursor:pointer}
figure{margin:0}
svg{max-width:100%;height:auto;font-size:12px}
svg text{fill:#1a1a1a}
.bar-failed{fill:#b3261e}.bar-held{fill:#8a5a00}.bar-built{fill:#1e7d36}.bar-unchanged{fill:#5f6368}
`;

export interface DashboardOptions {
  /** When the page was made (tests pass a fixed one). */
  generatedAt?: string;
}

export function renderDashboard(data: DashboardData, { generatedAt = new Date().toISOString() }: DashboardOptions = {}): string {
  const rows = dashboardOrder(data.rows);
  const count = (s: Status) => rows.filter((r) => r.status === s).length;
  const counts = (['failed', 'held', 'built', 'unchanged'] as const).map((s) => `<li><strong>${count(s)}</strong> ${s}</li>`).join('');
  const trouble = count('failed') + count('held');
  const title = trouble ? `Fleet: ${count('failed')} failed, ${count('held')} held of ${rows.length}` : `Fleet: all ${rows.length} tenants fine`;
  const codes = [...new Set(data.runs.map((r) => r.code))];
  const runs = data.runs
    .map((r) => `<li>${r.shard ? `Shard ${esc(r.shard)}` : 'Whole list'}: ${r.tenants} tenant${r.tenants === 1 ? '' : 's'}, ${when(r.generatedAt)} UTC, code ${esc(r.code)}</li>`)
    .join('');
  const head = ['Tenant', 'Status', 'Reason', 'When (UTC)', 'Time (s)', 'Pages', 'Home page (KB)', 'Home JS (KB)', 'Warnings', 'Site'];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${esc(title)}</h1>
<p>For the fleet's operators: this page is not part of any tenant's site. Made ${when(generatedAt)} UTC.</p>
<h2>Summary</h2>
<ul class="counts">${counts}</ul>
<ul>${runs}</ul>
${codes.length > 1 ? `<p><strong>These reports were made from ${codes.length} different code versions.</strong></p>` : ''}
<h2 id="tenants-heading">Tenants</h2>
<div class="scroll" role="region" aria-labelledby="tenants-caption" tabindex="0">
<table>
<caption id="tenants-caption">Every tenant, failures first: ${rows.length} in all</caption>
<thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>
<tbody>
${rows.map(row).join('\n')}
</tbody>
</table>
</div>
<h2>Slowest builds</h2>
${chart(rows)}
</main>
</body>
</html>
`;
}
