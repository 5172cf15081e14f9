/**
 * A generated web page of about `bytes` bytes: site chrome (navigation, a sidebar of links,
 * comments, a footer) around one long article with paragraphs, inline markup, lists and a
 * table. Used by the HTML limits test and the html bench (a 10 MB page).
 */

const SENTENCES = [
  'The survey covered 2,400 households in four regions between March and October.',
  'Response rates differed by region, from 61% in the north to 78% in the coastal towns.',
  'We weighted the sample to census margins for age, sex and household size.',
  'The main effect held after adjusting for income (β = 0.21, 95% CI 0.12–0.30).',
  'Missing answers were imputed five times and the estimates pooled with Rubin’s rules.',
];

function paragraph(i: number): string {
  const s = (k: number) => SENTENCES[(i + k) % SENTENCES.length];
  return `<p>Paragraph ${i}. ${s(0)} <em>${s(1)}</em> <a href="#ref${i % 50}">[${(i % 50) + 1}]</a> ${s(2)}</p>`;
}

function chrome(i: number): string {
  return `<li><a href="/section/${i}">Section ${i}</a></li>`;
}

export function bigArticlePage(bytes: number): { html: string; paragraphs: number } {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Big report</title></head><body>
<header class="site-header"><nav><ul>${Array.from({ length: 200 }, (_, i) => chrome(i)).join('')}</ul></nav></header>
<div class="sidebar"><ul>${Array.from({ length: 300 }, (_, i) => chrome(i)).join('')}</ul></div>
<main><article><h1>A very long report</h1>`;
  const tail = `</article></main><div id="comments"><p>First comment, thanks a lot for this long and detailed report on the survey.</p></div>
<footer>Copyright 2026 Example Media, all rights reserved worldwide.</footer></body></html>`;
  const parts: string[] = [head];
  let size = head.length + tail.length;
  let i = 0;
  while (size < bytes) {
    let block = paragraph(i);
    if (i % 40 === 39) block += `<ul>${SENTENCES.map((s) => `<li>${s}</li>`).join('')}</ul>`;
    if (i % 100 === 99)
      block += `<table><tr><th>Region</th><th>N</th></tr><tr><td>North</td><td>${i}</td></tr></table>`;
    parts.push(block);
    size += block.length;
    i++;
  }
  parts.push(tail);
  return { html: parts.join(''), paragraphs: i };
}
