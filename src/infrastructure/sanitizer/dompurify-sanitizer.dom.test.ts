import { describe, expect, it } from 'vitest';
import { DomPurifySanitizer } from './dompurify-sanitizer';

const s = new DomPurifySanitizer(window);

describe('DOMPurify sanitiser', () => {
  it('R-UI-09 removes script blocks and event handlers', () => {
    expect(s.sanitize('ok<script>alert(1)</script>')).toBe('ok');
    expect(s.sanitize('<b onclick="x()">a</b>')).toBe('<b>a</b>');
    expect(s.sanitize('<img src=x onerror=alert(1)>t')).toBe('t');
  });
  it('R-UI-09 keeps only the listed tags (their text survives)', () => {
    expect(s.sanitize('<p><strong>a</strong><em>b</em><s>c</s><sup>1</sup><sub>2</sub><kbd>k</kbd></p>')).toBe(
      '<p><strong>a</strong><em>b</em><s>c</s><sup>1</sup><sub>2</sub><kbd>k</kbd></p>',
    );
    expect(
      s.sanitize(
        '<ul><li>x</li></ul><ol><li>y</li></ol><dl><dt>t</dt><dd>d</dd></dl><pre>p</pre><strike>z</strike><font>f</font><i>i</i><b>b</b>',
      ),
    ).toBe(
      '<ul><li>x</li></ul><ol><li>y</li></ol><dl><dt>t</dt><dd>d</dd></dl><pre>p</pre><strike>z</strike><font>f</font><i>i</i><b>b</b>',
    );
    expect(
      s.sanitize('<a href="https://x">link</a><div>d</div><span>s</span><h1>h</h1><iframe src="x"></iframe>'),
    ).toBe('linkdsh');
  });
  it('R-UI-09 keeps only class, style and color attributes', () => {
    expect(s.sanitize('<font color="red" face="Arial" class="c" style="color: blue" id="i" title="t">x</font>')).toBe(
      '<font color="red" class="c" style="color: blue">x</font>',
    );
  });
  it('R-UI-09 turns newlines into line breaks', () => {
    expect(s.sanitize('a\nb')).toBe('a<br>b');
    expect(s.sanitize('<br>x')).toBe('x');
  });
});
