import { Button } from "../../../components/ui/button";

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 14 14"
      className={up ? undefined : "rotate-180"}
    >
      <path d="M7 11.5V2.5M3 6.5l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

/** Move up and Move down of one item of an ordered list ("Move {name} up"), each off at its end. */
export function MoveButtons({
  name,
  index,
  total,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  total: number;
  disabled: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="h-8 w-8"
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowIcon up />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="h-8 w-8"
        aria-label={`Move ${name} down`}
        disabled={disabled || index === total - 1}
        onClick={() => onMove(1)}
      >
        <ArrowIcon up={false} />
      </Button>
    </>
  );
}
