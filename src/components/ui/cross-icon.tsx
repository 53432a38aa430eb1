/** The close "×" of dialogs and notifications: two strokes 3 px in from the corners of a `size` square. */
export function CrossIcon({ size = 16 }: { size?: number }) {
  const far = size - 3;
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <path d={`M3 3L${far} ${far}M${far} 3L3 ${far}`} stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
