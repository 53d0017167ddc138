import type { ReactNode } from 'react';
import { useModal } from './use-modal';

interface Props {
  /** 'alertdialog' for a question that needs an answer (the delete confirmation). */
  role: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/** The review dialogs' overlay and panel: modal (useModal), a sheet from the bottom on phones. */
export function ModalFrame({ role, labelledBy, describedBy, onClose, fallbackFocus, children }: Props) {
  const ref = useModal(true, onClose, fallbackFocus);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50 p-0 sm:items-center sm:p-4">
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className="max-h-full w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:max-w-lg sm:rounded-2xl"
      >
        {children}
      </div>
    </div>
  );
}
