/**
 * Closed accordion and tab panels (extract.html 2.18.0, chrome.ts): a hidden block that an
 * `aria-controls` names is the page's content, shown by one click; a hidden block nobody names,
 * a closed `<dialog>` and a pane that only says it is loading stay out.
 */
import { describe, expect, it } from 'vitest';
import { articlePage, bodyOf } from '../helpers/html-article.ts';

const STEP = (i: number, hide: string) =>
  `<div><a role="button" aria-controls="step-${i}">Step ${i}</a>` +
  `<div id="step-${i}" ${hide}><p>Step ${i} of the guide explains what the installer does in that week, with details, costs, and the paperwork it needs.</p></div></div>`;

describe('closed disclosure panels', () => {
  it('keeps accordion panels hidden by display:none, hidden or aria-hidden', async () => {
    const text = await bodyOf(
      articlePage(STEP(1, 'style="display:none;"') + STEP(2, 'hidden') + STEP(3, 'aria-hidden="true"')),
    );
    for (const i of [1, 2, 3]) expect(text).toContain(`Step ${i} of the guide explains`);
  });

  it('still drops a hidden block that no control names', async () => {
    const text = await bodyOf(
      articlePage(
        '<div style="display:none"><p>Subscribe to our newsletter for weekly offers, coupons, and news from the whole team.</p></div>',
      ),
    );
    expect(text).not.toContain('Subscribe to our newsletter');
  });

  it('still drops a closed dialog and a pane that is only a loading message', async () => {
    const text = await bodyOf(
      articlePage(
        '<button aria-controls="m">Open</button><dialog id="m"><p>Sign up now to read every story on the site, free for thirty days, cancel any time.</p></dialog>' +
          '<a role="tab" aria-controls="specs">Specs</a><div role="tabpanel" id="specs" hidden><span>Loading specifications…</span></div>',
      ),
    );
    expect(text).not.toContain('Sign up now');
    expect(text).not.toContain('Loading specifications');
  });

  it('reads an FAQ toggle’s question over its shown answer as text (extract.html 2.23.0)', async () => {
    const item = (q: string, hide = '') =>
      `<div><button aria-expanded="${hide ? 'false' : 'true'}">${q}</button><div ${hide}><p>The answer to that question runs on for a sentence or two, with a reason and an example.</p></div></div>`;
    const text = await bodyOf(
      articlePage(
        `<h2>FAQ</h2>${item('Why do I need to hire a licensed electrician?')}${item('Is the answer here hidden from readers?', 'hidden')}` +
          '<button aria-expanded="false">Open the menu</button><div><p>Short.</p></div>',
      ),
    );
    expect(text).toContain('Why do I need to hire a licensed electrician?');
    // A question whose answer goes with the hidden blocks, and a control's short label, stay out.
    expect(text).not.toContain('Is the answer here hidden');
    expect(text).not.toContain('Open the menu');
  });
});
