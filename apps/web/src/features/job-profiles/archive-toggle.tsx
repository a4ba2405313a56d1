import { Archive, ArchiveRestore } from 'lucide-react';
import { Button } from '../../ui/button.tsx';

/** An icon button that archives an item of the job architecture, or restores an archived one. */
export function ArchiveToggle({
  archived,
  label,
  disabled = false,
  onClick,
}: {
  archived: boolean;
  /** What it does to which item, in words ("Archive G7", "Restore Sales"). */
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant="ghost" disabled={disabled} aria-label={label} onClick={onClick}>
      {archived ? (
        <ArchiveRestore aria-hidden="true" className="size-4" />
      ) : (
        <Archive aria-hidden="true" className="size-4" />
      )}
    </Button>
  );
}
