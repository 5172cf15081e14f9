/**
 * S3 keys with control characters and odd bytes survive the listing: it asks for URL-encoded
 * keys (XML 1.0 cannot carry most controls, and turns CR into LF) and decodes them. fauxqs
 * ignores `encoding-type`, so the round trip is tested through a proxy that encodes as S3 does
 * (s3-url-proxy.ts), and directly against fauxqs for the fallback (no `EncodingType` in the
 * answer: keys taken as they are, `+` and `%` left alone).
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../shared/storage/index.ts';
import { decodeListedKey } from '../../shared/storage/s3.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';
import { s3UrlEncode, startUrlEncodingProxy, type UrlEncodingProxy } from './s3-url-proxy.ts';

/** Keys a hostile uploader can make; every one is a distinct S3 key. */
const ODD_KEYS = [
  'ctl/bell\x07.html',
  'ctl/cr\r.html',
  'ctl/crlf\r\nx.html',
  'ctl/nl\n.html',
  'ctl/tab\t.html',
  'ctl/esc\x1b[31m.html',
  'ctl/del\x7f.html',
  'ctl/c1\u0085.html',
  'ctl/nonchar\uffff.html',
  'ctl/space and+plus.html',
  'ctl/space and plus.html',
  'ctl/pct%41%2B.html',
  'ctl/amp&lt;.html',
  'ctl/ünï 中文 🙂.html',
];

describe('decodeListedKey', () => {
  it('decodes S3 url encoding: `+` is a space, `%2B` a plus, `%XX` UTF-8 bytes', () => {
    expect(decodeListedKey('a+b%2Bc%25d', 'url')).toBe('a b+c%d');
    expect(decodeListedKey('cr%0D%0Alf%01%7F', 'url')).toBe('cr\r\nlf\x01\x7f');
    expect(decodeListedKey('%C3%BC%F0%9F%99%82/x', 'url')).toBe('ü🙂/x');
  });

  it('keeps bytes that are not UTF-8 apart as lone surrogates, and stray `%` as written', () => {
    expect(decodeListedKey('caf%E9.html', 'url')).toBe('caf\udce9.html');
    expect(decodeListedKey('caf%E8.html', 'url')).not.toBe(decodeListedKey('caf%E9.html', 'url'));
    expect(decodeListedKey('100%.csv', 'url')).toBe('100%.csv');
    expect(decodeListedKey('%G1%4', 'url')).toBe('%G1%4');
  });

  it('takes keys as they are when the server did not encode them (no EncodingType)', () => {
    expect(decodeListedKey('a+b%2B.html', undefined)).toBe('a+b%2B.html');
  });

  it('inverts the encoding S3 uses, for every odd key', () => {
    for (const k of ODD_KEYS) expect(decodeListedKey(s3UrlEncode(k), 'url')).toBe(k);
  });
});

describe('S3 listing of keys with control characters', () => {
  let s3: TestS3;
  let proxy: UrlEncodingProxy;
  const bucket = 'oddkeys';

  beforeAll(async () => {
    s3 = await startS3();
    proxy = await startUrlEncodingProxy(s3.endpoint);
    await s3.createBucket(bucket);
    for (const [i, k] of ODD_KEYS.entries()) await s3.put(bucket, `in/${k}`, `body ${i}`);
  }, 60_000);
  afterAll(async () => {
    await proxy?.stop();
    await s3?.stop();
  });

  it('fauxqs ignores encoding-type (why the proxy exists)', async () => {
    const page = await s3.client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'in/', EncodingType: 'url' }),
    );
    expect(page.EncodingType).toBeUndefined();
    // Raw in XML, a CR comes back as LF: a key that names no object.
    expect(page.Contents?.map((o) => o.Key)).toContain('in/ctl/cr\n.html');
  });

  it('lists every key exactly as stored, and each one reads back its own object', async () => {
    const store = new S3Storage({ bucket, prefix: 'in', endpoint: proxy.endpoint });
    const listed: string[] = [];
    for await (const o of store.list()) listed.push(o.key);
    expect(proxy.stats.encodedListings).toBeGreaterThan(0);
    expect(listed.sort()).toEqual([...ODD_KEYS].sort());
    for (const [i, k] of ODD_KEYS.entries()) {
      const body = Buffer.from(await store.read(k, { maxBytes: 100 })).toString('utf8');
      expect(body, JSON.stringify(k)).toBe(`body ${i}`);
    }
    store.client.destroy();
  });

  it('lists across pages with encoded keys (continuation tokens are not decoded)', async () => {
    const many = 'page/';
    const keys = Array.from({ length: 1205 }, (_, i) => `${many}k ${i}+\x01.html`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((k) => s3.put(bucket, k, 'x')));
    const store = new S3Storage({ bucket, prefix: 'page', endpoint: proxy.endpoint });
    const listed: string[] = [];
    for await (const o of store.list()) listed.push(`${many}${o.key}`);
    expect(listed.sort()).toEqual([...keys].sort());
    store.client.destroy();
  }, 120_000);

  it('still lists a server that ignores encoding-type, leaving `+` and `%` alone', async () => {
    const store = new S3Storage({ bucket, prefix: 'in', endpoint: s3.endpoint });
    const listed: string[] = [];
    for await (const o of store.list()) listed.push(o.key);
    expect(listed).toContain('ctl/space and+plus.html');
    expect(listed).toContain('ctl/pct%41%2B.html');
    expect(listed).toHaveLength(ODD_KEYS.length);
    store.client.destroy();
  });
});
