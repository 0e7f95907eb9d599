import { useEffect, type RefObject } from 'react';

/** Closes a popup on Escape or on a pointer press outside `container`. */
export function useDismiss(container: RefObject<HTMLElement | null>, open: boolean, onDismiss: (reason: 'escape' | 'outside') => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, open, onDismiss]);
}
