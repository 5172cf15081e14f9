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
});
