import type { PhotoPersonResponse, RegionRequest } from '@heirloom/contracts';
import { colors } from '../../../theme';

/** A box as CSS of an element laid over the image (fractions 0–1 of it). */
export const percentBox = (region: RegionRequest) => ({
  left: `${region.x * 100}%`,
  top: `${region.y * 100}%`,
  width: `${region.width * 100}%`,
  height: `${region.height * 100}%`,
});

interface Props {
  people: PhotoPersonResponse[];
  /** The person whose box stands out. */
  highlighted?: number | null;
}

/**
 * The boxes of the people tagged with one, each with its name under it, laid over an image whose box is their
 * parent's (position: relative, as large as the image).
 */
export function PeopleBoxes({ people, highlighted = null }: Props) {
  return (
    <>
      {people
        .filter((person) => person.region)
        .map((person) => (
          <div
            key={person.id}
            data-testid={`box-${person.id}`}
            style={{
              position: 'absolute',
              ...percentBox(person.region!),
              border: `2px solid ${highlighted === person.id ? colors.secondary : colors.onDark}`,
              boxShadow: `0 0 0 1px ${colors.scrim}`,
              borderRadius: 4,
              pointerEvents: 'none',
            }}
          >
            <span
              style={{
                position: 'absolute',
                left: 0,
                top: '100%',
                marginTop: 2,
                padding: '2px 6px',
                background: colors.scrim,
                color: colors.onDark,
                fontSize: 12,
                lineHeight: '16px',
                borderRadius: 4,
                whiteSpace: 'nowrap',
              }}
            >
              {person.name}
            </span>
          </div>
        ))}
    </>
  );
}
