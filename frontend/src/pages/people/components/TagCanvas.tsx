import { useRef, useState, type PointerEvent } from 'react';
import type { PhotoPersonResponse, RegionRequest } from '@heirloom/contracts';
import { people as copy } from '../../../messages';
import { colors } from '../../../theme';
import { PeopleBoxes, percentBox } from './PeopleBoxes';

interface Props {
  src: string;
  alt: string;
  people: PhotoPersonResponse[];
  /** The person whose box stands out (their name is hovered in the list). */
  highlighted: number | null;
  /** A box drawn, in fractions 0–1 of the image. */
  onDrawn: (region: RegionRequest) => void;
  /** The box being picked for, drawn until it is tagged or dropped. */
  pending: RegionRequest | null;
}

/** Boxes smaller than this (in fractions of a side) are taken for a click, not a box. */
const MIN_SIDE = 0.02;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The box between two points, in fractions of the image, inside it. */
export function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }): RegionRequest {
  const x = clamp(Math.min(a.x, b.x));
  const y = clamp(Math.min(a.y, b.y));
  return { x, y, width: clamp(Math.max(a.x, b.x)) - x, height: clamp(Math.max(a.y, b.y)) - y };
}

/** The photo with its people's boxes and names; dragging on it draws a new box. */
export function TagCanvas({ src, alt, people, highlighted, onDrawn, pending }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [drawing, setDrawing] = useState<RegionRequest | null>(null);

  const pointAt = (event: PointerEvent) => {
    const rect = area.current!.getBoundingClientRect();
    return { x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) };
  };
  const down = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setStart(pointAt(event));
    setDrawing(null);
  };
  const move = (event: PointerEvent) => {
    if (start) setDrawing(boxBetween(start, pointAt(event)));
  };
  const up = (event: PointerEvent) => {
    if (!start) return;
    const box = boxBetween(start, pointAt(event));
    setStart(null);
    setDrawing(null);
    if (box.width >= MIN_SIDE && box.height >= MIN_SIDE) onDrawn(box);
  };

  const shown = drawing ?? pending;
  return (
    <div
      ref={area}
      role="application"
      aria-label={copy.tagArea}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      style={{ position: 'relative', display: 'inline-block', maxWidth: '100%', cursor: 'crosshair', touchAction: 'none', userSelect: 'none', lineHeight: 0 }}
    >
      <img src={src} alt={alt} draggable={false} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block' }} />
      <PeopleBoxes people={people} highlighted={highlighted} />
      {shown && (
        <div
          data-testid="drawn-box"
          style={{ position: 'absolute', ...percentBox(shown), border: `2px dashed ${colors.secondary}`, background: 'rgba(233, 30, 99, 0.12)', pointerEvents: 'none' }}
        />
      )}
    </div>
  );
}
