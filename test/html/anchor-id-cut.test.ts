/**
 * WordPress's block editor anchors headings as `h-` and a slug cut after a few words; such an id is
 * the heading's own text, not a role, even when a chrome word ("social") lies in it (wcxb-dev 0100
 * lost eight headings). A short id that only starts the text ("share" on "Share this post") stays
 * a role hint.
 */

import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { isTextAnchorId, roleHint } from '../../shared/extract/html/anchor-id.ts';

function el(html: string): Element {
  return parseDocument(html).children[0] as Element;
}

describe('cut heading anchors', () => {
  it('reads a cut h- slug as the heading text', () => {
    const h = el(
      '<h2 class="wp-block-heading" id="h-setting-up-instagram-social-shopping-invo">Setting Up Instagram Social Shopping Involves:</h2>',
    );
    expect(isTextAnchorId(h)).toBe(true);
    expect(roleHint(h)).toBe('wp-block-heading');
  });

  it('reads a numbered heading slug after the h- prefix', () => {
    expect(isTextAnchorId(el('<h3 id="h-2-social-proof">2. Social proof</h3>'))).toBe(true);
  });

  it('keeps a short id that only starts the text as a role hint', () => {
    const d = el('<div id="share">Share this post on any network</div>');
    expect(isTextAnchorId(d)).toBe(false);
    expect(roleHint(d)).toContain('share');
  });
});
