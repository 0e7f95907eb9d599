import { Dialog } from './dialog';

interface AlertDialogProps {
  title: string;
  message: string;
  okLabel: string;
  onClose: () => void;
}

/** A message that must be acknowledged (a failed action): the accessible counterpart of window.alert. */
export function AlertDialog({ title, message, okLabel, onClose }: AlertDialogProps) {
  return (
    <Dialog role="alertdialog" title={title} description={message} onClose={onClose}>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {okLabel}
        </button>
      </div>
    </Dialog>
  );
}
