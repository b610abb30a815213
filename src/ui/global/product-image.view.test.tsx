import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

afterEach(cleanup);

describe('product image', () => {
  it('a picture that fails to load becomes an empty tile of its size; a new address is tried again', () => {
    const { container, rerender } = render(
      <ProductImage src="/product-images/ZAH0001.svg" className="sk-line__image" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/product-images/ZAH0001.svg');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('image-missing').className).toBe('sk-line__image sk-image--missing');
    rerender(<ProductImage src="/product-images/ZAH0002.svg" className="sk-line__image" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/product-images/ZAH0002.svg');
  });
});
