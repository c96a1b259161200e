// Moving a picked-up order with the keyboard: each arrow key jumps to the nearest place to drop
// it in that direction (the next day, the next person, the backlog), not a few pixels as the
// drag-and-drop library's default does, so a move takes a key press per cell.
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The box nearest to `from` in direction `[dx, dy]` (straight ahead preferred to sideways). */
export function nextBox<T extends Box>(from: Box, boxes: readonly T[], [dx, dy]: [number, number]): T | null {
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  let best: T | null = null;
  let bestScore = Infinity;
  for (const box of boxes) {
    const x = box.left + box.width / 2 - cx;
    const y = box.top + box.height / 2 - cy;
    const ahead = x * dx + y * dy;
    if (ahead <= 1) continue;
    const aside = Math.abs(x * dy) + Math.abs(y * dx);
    const score = ahead + aside * 3;
    if (score < bestScore) {
      best = box;
      bestScore = score;
    }
  }
  return best;
}

export const boardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code] ?? DIRECTIONS[event.key];
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const boxes = droppableContainers.getEnabled().flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect ? [rect] : [];
  });
  const target = nextBox(collisionRect, boxes, direction);
  if (!target) return undefined;
  return {
    x: target.left + target.width / 2 - collisionRect.width / 2,
    y: target.top + target.height / 2 - collisionRect.height / 2,
  };
};
