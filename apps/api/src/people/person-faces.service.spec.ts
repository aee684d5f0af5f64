import { squareAround } from './person-faces.service';

describe('squareAround', () => {
  it('is a square as wide as the longer side of the box, centred on it', () => {
    // A 400 × 200 image, a box of 100 × 100 px at (240, 40).
    expect(squareAround({ x: 0.6, y: 0.2, width: 0.25, height: 0.5 }, 400, 200)).toEqual({ left: 240, top: 40, size: 100 });
    // A tall box: its height decides.
    expect(squareAround({ x: 0.1, y: 0.1, width: 0.1, height: 0.5 }, 400, 200)).toEqual({ left: 10, top: 20, size: 100 });
  });

  it('moves the square inside the image rather than shrinking it', () => {
    expect(squareAround({ x: 0.9, y: 0, width: 0.1, height: 1 }, 400, 200)).toEqual({ left: 200, top: 0, size: 200 });
    expect(squareAround({ x: 0, y: 0.9, width: 0.5, height: 0.1 }, 400, 400)).toEqual({ left: 0, top: 200, size: 200 });
  });

  it('without a box is the middle square of the image', () => {
    expect(squareAround(null, 400, 200)).toEqual({ left: 100, top: 0, size: 200 });
  });
});
