import { describe, expect, it } from 'vitest';
import { planResize } from './image-resize';

describe('image resizing before upload (SPEC section 5)', () => {
  it('scales an image wider than 512 px to 512 px wide at quality 75, keeping its proportions', () => {
    expect(planResize(2048, 1536, 10)).toEqual({ width: 512, height: 384, quality: 0.75 });
    expect(planResize(513, 100, 60_000)).toEqual({ width: 512, height: 100, quality: 0.75 });
  });

  it('shrinks a narrower file over 51200 bytes to 90% at quality 50', () => {
    expect(planResize(500, 400, 51_201)).toEqual({ width: 450, height: 360, quality: 0.5 });
  });

  it('keeps images of at most 512 px and 51200 bytes as they are', () => {
    expect(planResize(512, 512, 51_200)).toBeNull();
    expect(planResize(100, 80, 2_000)).toBeNull();
  });
});
