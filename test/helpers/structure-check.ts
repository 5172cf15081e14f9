/**
 * Every promise the structure model makes about offsets, checked against the text it points
 * into. Returns the broken promises (empty when all hold) so a corpus test can list them all.
 */
import type { Sidecar } from '../../shared/sidecar/schema.ts';

export function structureViolations(sidecar: Sidecar, text: string): string[] {
  const bad: string[] = [];
  const say = (s: string) => {
    if (bad.length < 20) bad.push(s);
  };
  const inBounds = (what: string, start: number, end: number) => {
    if (
      !(Number.isInteger(start) && Number.isInteger(end) && 0 <= start && start <= end && end <= text.length)
    )
      say(`${what}: [${start}, ${end}) outside the text (${text.length})`);
  };
  // The body ends where the top-level sections end; the caption and note streams come after it.
  // A caption kept in the body (a DOCX caption paragraph) is a body block like any other.
  const topSections = sidecar.sections.filter((s) => s.level === 1);
  const bodyLimit = topSections.length ? topSections[topSections.length - 1].end : 0;
  const inText = sidecar.blocks.filter((b) => b.start !== null);
  const body = inText.filter((b) => (b.start as number) < bodyLimit);
  let prevEnd = 0;
  for (const b of body) {
    const [s, e] = [b.start as number, b.end as number];
    inBounds(`${b.role} block`, s, e);
    if (s < prevEnd) say(`${b.role} block at ${s} overlaps the previous one (ends ${prevEnd})`);
    const t = text.slice(s, e);
    if (!t || t !== t.trim())
      say(`${b.role} block at ${s} is empty or not trimmed: ${JSON.stringify(t.slice(0, 40))}`);
    prevEnd = e;
  }
  const stream = (role: 'caption' | 'footnote', entries: readonly string[]) => {
    const blocks = inText.filter((b) => b.role === role && (b.start as number) >= bodyLimit);
    if (blocks.length && blocks.length !== entries.length)
      say(`${blocks.length} ${role} blocks for ${entries.length} entries`);
    blocks.forEach((b, i) => {
      if (text.slice(b.start as number, b.end as number) !== entries[i])
        say(`${role} ${i} is not text.slice(start, end)`);
    });
  };
  stream('caption', sidecar.captions);
  if (sidecar.options.footnotes === 'end') stream('footnote', sidecar.footnotes);
  for (const b of sidecar.blocks)
    if (b.start === null && b.end !== null) say(`${b.role} block has an end but no start`);
  // Sections: headings exact, top level tiles the body, children inside parents, siblings in order.
  const sections = sidecar.sections;
  const bodyEnd = body.length ? (body[body.length - 1].end as number) : 0;
  const top = sections.filter((s) => s.level === 1);
  if (body.length && !sections.length) say('a body without sections');
  if (top.length) {
    if (top[0].start !== (body[0]?.start ?? 0))
      say(`first section starts at ${top[0].start}, body at ${body[0]?.start}`);
    for (let i = 1; i < top.length; i++)
      if (top[i].start !== top[i - 1].end) say(`top-level sections ${i - 1} and ${i} do not tile`);
    if (top[top.length - 1].end !== bodyEnd)
      say(`last section ends at ${top[top.length - 1].end}, body at ${bodyEnd}`);
  }
  const stack: (typeof sections)[number][] = [];
  for (const s of sections) {
    inBounds(`section ${JSON.stringify(s.heading)}`, s.start, s.end);
    if (s.heading !== null && text.slice(s.start, s.start + s.heading.length) !== s.heading)
      say(`section heading ${JSON.stringify(s.heading)} is not the text at ${s.start}`);
    while (stack.length && stack[stack.length - 1].level >= s.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (s.level > 1 && !parent) say(`section ${JSON.stringify(s.heading)} at level ${s.level} has no parent`);
    if (parent && (s.start < parent.start || s.end > parent.end))
      say(`section ${JSON.stringify(s.heading)} is not inside its parent ${JSON.stringify(parent.heading)}`);
    stack.push(s);
  }
  const pages = sidecar.page_spans;
  for (let i = 0; i < pages.length; i++) {
    inBounds(`page ${pages[i].page}`, pages[i].start, pages[i].end);
    if (i && pages[i].start !== pages[i - 1].end) say(`page spans ${i - 1} and ${i} do not tile`);
  }
  return bad;
}
