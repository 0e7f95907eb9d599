import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { useId, type ReactNode } from 'react';
import { GripIcon } from '../icons/icons';
import { columnKeyboardCoordinates } from './column-keyboard-coordinates';

export interface BoardColumn<Item> {
  id: string;
  label: string;
  /** How many items the column holds in all (it may show fewer). */
  total: number;
  items: readonly Item[];
}

export interface StatusBoardTexts {
  /** The board's accessible name. */
  label: string;
  /** How to move a card with the keyboard, for screen readers. */
  help: string;
  /** The accessible name of a card's drag handle ("Move Summer launch"). */
  handle: (name: string) => string;
  /** The label of a card's "move to" select. */
  moveTo: string;
  count: (total: number) => string;
  empty: string;
  /** Below a column that shows fewer items than it holds. */
  more?: (hidden: number) => string;
  pickedUp: (name: string) => string;
  over: (name: string, column: string) => string;
  dropped: (name: string, column: string) => string;
  cancelled: (name: string) => string;
}

interface StatusBoardProps<Item> {
  columns: readonly BoardColumn<Item>[];
  itemId: (item: Item) => string;
  itemName: (item: Item) => string;
  /** The column an item is in. */
  columnOf: (item: Item) => string;
  renderCard: (item: Item) => ReactNode;
  /** The columns an item may move to from its own (its allowed transitions). */
  movesOf: (item: Item) => readonly string[];
  onMove: (item: Item, to: string) => void;
  /** No moves while a change is saved, or for who may not change the items. */
  readOnly: boolean;
  texts: StatusBoardTexts;
  className?: string;
}

/**
 * Items in columns by status. A card moves by dragging it (mouse or touch), by picking up its handle
 * with the keyboard and moving it with the arrow keys, or by its "move to" select; only to the
 * columns its status allows.
 */
export function StatusBoard<Item>({ columns, itemId, itemName, columnOf, renderCard, movesOf, onMove, readOnly, texts, className }: StatusBoardProps<Item>) {
  const contextId = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }));
  const byId = new Map(columns.flatMap((column) => column.items.map((item) => [itemId(item), item] as const)));
  const labelOf = new Map(columns.map((column) => [column.id, column.label]));
  const nameOf = (id: string | number) => {
    const item = byId.get(String(id));
    return item ? itemName(item) : String(id);
  };
  const columnName = (id: string | number | undefined) => (id === undefined ? '' : (labelOf.get(String(id)) ?? String(id)));

  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.pickedUp(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? texts.over(nameOf(active.id), columnName(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? texts.dropped(nameOf(active.id), columnName(over.id)) : texts.cancelled(nameOf(active.id))),
    onDragCancel: ({ active }) => texts.cancelled(nameOf(active.id)),
  };

  const moved = ({ active, over }: DragEndEvent) => {
    const item = byId.get(String(active.id));
    if (!item || !over) return;
    const to = String(over.id);
    if (to !== columnOf(item) && movesOf(item).includes(to)) onMove(item, to);
  };

  return (
    <DndContext id={contextId} sensors={sensors} onDragEnd={moved} accessibility={{ announcements, screenReaderInstructions: { draggable: texts.help } }}>
      <div className={className ? `status-board ${className}` : 'status-board'} role="region" aria-label={texts.label}>
        {columns.map((column) => (
          <BoardColumnView key={column.id} column={column} texts={texts}>
            {column.items.map((item) => (
              <BoardCard
                key={itemId(item)}
                id={itemId(item)}
                name={itemName(item)}
                current={columnOf(item)}
                moves={readOnly ? [] : movesOf(item)}
                columnLabel={columnName}
                onMove={(to) => onMove(item, to)}
                texts={texts}
              >
                {renderCard(item)}
              </BoardCard>
            ))}
          </BoardColumnView>
        ))}
      </div>
    </DndContext>
  );
}

function BoardColumnView<Item>({ column, texts, children }: { column: BoardColumn<Item>; texts: StatusBoardTexts; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  const headingId = `board-column-${column.id}`;
  const hidden = column.total - column.items.length;
  return (
    <section ref={setNodeRef} className={isOver ? 'status-board__column status-board__column--over' : 'status-board__column'} aria-labelledby={headingId}>
      <h3 id={headingId} className="status-board__heading">
        <span>{column.label}</span>
        <span className="status-board__count">{texts.count(column.total)}</span>
      </h3>
      {column.items.length === 0 ? <p className="status-board__empty">{texts.empty}</p> : <ul className="status-board__cards">{children}</ul>}
      {hidden > 0 && texts.more && <p className="status-board__more">{texts.more(hidden)}</p>}
    </section>
  );
}

interface BoardCardProps {
  id: string;
  name: string;
  current: string;
  moves: readonly string[];
  columnLabel: (id: string) => string;
  onMove: (to: string) => void;
  texts: StatusBoardTexts;
  children: ReactNode;
}

function BoardCard({ id, name, current, moves, columnLabel, onMove, texts, children }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id, disabled: moves.length === 0 });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const selectId = `board-move-${id}`;
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'status-board__card status-board__card--dragging' : 'status-board__card'}>
      <div className="status-board__card-body">{children}</div>
      {moves.length > 0 && (
        <div className="status-board__card-actions">
          <button type="button" className="status-board__handle" aria-label={texts.handle(name)} {...attributes} {...listeners}>
            <GripIcon />
          </button>
          <label className="visually-hidden" htmlFor={selectId}>
            {`${texts.moveTo}: ${name}`}
          </label>
          <select id={selectId} className="status-board__move" value="" onChange={(event) => event.target.value && onMove(event.target.value)}>
            <option value="">{texts.moveTo}…</option>
            {moves
              .filter((to) => to !== current)
              .map((to) => (
                <option key={to} value={to}>
                  {columnLabel(to)}
                </option>
              ))}
          </select>
        </div>
      )}
    </li>
  );
}
