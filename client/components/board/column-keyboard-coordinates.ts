import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const FORWARD = new Set(['ArrowRight', 'ArrowDown']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * The keyboard moves a picked-up card a whole column at a time: the arrow keys take it to the top of
 * the next or previous column (in reading order), instead of nudging it by a few pixels.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { droppableRects, collisionRect, over } }) => {
  const step = FORWARD.has(event.code) ? 1 : BACKWARD.has(event.code) ? -1 : 0;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left || a.top - b.top);
  const current = columns.findIndex(([id]) => id === over?.id);
  const target = columns[Math.min(Math.max((current === -1 ? 0 : current) + step, 0), columns.length - 1)];
  if (!target) return undefined;
  const [, rect] = target;
  return { x: rect.left + rect.width / 2 - collisionRect.width / 2, y: rect.top + 8 };
};
