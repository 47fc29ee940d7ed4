import { describe, expect, it } from 'vitest';
import { hashInlineScripts, scriptHash } from './inline-scripts';

describe('hashInlineScripts', () => {
  it('hashes only the inline, executable scripts that carry the render nonce, and removes the nonces', () => {
    const html =
      '<head><script nonce="N1">a()</script><script type="module" nonce="N1">import "/x.js"</script><scripts nonce="N1">b()</scripts>' +
      '<script nonce="N1" src="/ext.js"></script><script type="application/ld+json" nonce="N1">{"a":1}</script>' +
      '<link rel="modulepreload" href="/y.js" nonce="N1"/></head><body><script>evil()</script>' +
      '<script nonce="OTRO">evil2()</script><script nonce="N1">a()</script></body>';
    const { body, hashes } = hashInlineScripts(Buffer.from(html), 'N1');
    const out = body.toString();
    expect(hashes).toEqual([scriptHash('a()'), scriptHash('import "/x.js"')]);
    expect(out).not.toContain('N1');
    expect(out).toContain('<script nonce="OTRO">evil2()</script>');
    expect(out).toContain('<script src="/ext.js"></script>');
  });

  it('gives no hash to a script tag React would not write (upper case) even with the nonce: it stays blocked', () => {
    const { hashes } = hashInlineScripts(Buffer.from('<SCRIPT nonce="N1">a()</SCRIPT><script nonce="N1">b()</script>'), 'N1');
    expect(hashes).toEqual([scriptHash('b()')]);
  });

  it('hashes the text exactly as the browser sees it (UTF-8, up to the first </script)', () => {
    const { hashes, body } = hashInlineScripts(Buffer.from('<p>ñandú</p><script nonce="n">var s="ñandú \\u003c/script>"</script>'), 'n');
    expect(body.toString()).toBe('<p>ñandú</p><script>var s="ñandú \\u003c/script>"</script>');
    expect(hashes).toEqual([scriptHash('var s="ñandú \\u003c/script>"')]);
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('a()')).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });

  it('does nothing without a nonce', () => {
    const page = Buffer.from('<script>a()</script>');
    expect(hashInlineScripts(page, '')).toEqual({ body: page, hashes: [] });
  });
});
