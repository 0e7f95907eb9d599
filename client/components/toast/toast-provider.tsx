import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { SUCCESS_BANNER_MS } from '../../lib/ui-constants';
import { CheckIcon } from '../icons/icons';

interface Toast {
  id: number;
  message: string;
}

type ShowToast = (message: string) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Short confirmations (the welcome after sign-in) that outlive the page that raised them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const lastId = useRef(0);

  const show = useCallback<ShowToast>((message) => {
    const id = ++lastId.current;
    setToasts((current) => [...current, { id, message }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), SUCCESS_BANNER_MS);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toaster" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className="toast">
            <CheckIcon className="toast__icon" />
            <span>{toast.message}</span>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
