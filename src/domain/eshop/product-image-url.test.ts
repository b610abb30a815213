import { describe, expect, it } from 'vitest';
import { productImageUrl } from './product-image-url';

const cuts = [
  { name: 'detail', cdnPath: 'https://cdn.example.cz/detail/' },
  { name: 'category', cdnPath: 'https://cdn.example.cz/category/' },
];

describe('product image address', () => {
  it("puts the 'category' cut's CDN path before a file name, not another cut's", () => {
    expect(productImageUrl('hrnek.jpg', cuts)).toBe('https://cdn.example.cz/category/hrnek.jpg');
  });

  it('keeps an address that is already absolute', () => {
    expect(productImageUrl('https://img.example.cz/a.jpg', cuts)).toBe('https://img.example.cz/a.jpg');
    expect(productImageUrl('http://img.example.cz/a.jpg', cuts)).toBe('http://img.example.cz/a.jpg');
    expect(productImageUrl('//img.example.cz/a.jpg', cuts)).toBe('//img.example.cz/a.jpg');
    expect(productImageUrl('/product-images/a.jpg', cuts)).toBe('/product-images/a.jpg');
  });

  it("leaves a file name alone when the e-shop has no 'category' cut", () => {
    expect(productImageUrl('hrnek.jpg', [cuts[0]])).toBe('hrnek.jpg');
    expect(productImageUrl('hrnek.jpg', [])).toBe('hrnek.jpg');
  });
});
