import { FunctionCode } from '@cd/contracts';
import { refuse, type AppError } from '../../lib/errors.js';
import type { Authorization, OuRef } from './authorization.js';

/**
 * Why a move is refused, or null when the caller may make it (decision 087). A move re-parents a whole
 * subtree, and everyone holding rights with subsidiaries above the new parent then reaches all of it; so
 * the caller needs FN-0001 on the new parent and on every OU that moves, each one reached through any
 * grant (on the moved OU with subsidiaries, on an ancestor with subsidiaries, or on the OU itself).
 * `subtree` is the moved OU and all its descendants as they are before the move.
 */
export function moveRefusal(
  authz: Pick<Authorization, 'can'>,
  subtree: readonly OuRef[],
  parent: OuRef,
): AppError | null {
  if (!authz.can(FunctionCode.OuMaintenance, parent)) {
    return refuse('OU_MOVE_PARENT_NOT_MAINTAINED');
  }
  const count = subtree.filter((ou) => !authz.can(FunctionCode.OuMaintenance, ou)).length;
  if (count === 0) return null;
  return refuse('OU_MOVE_SUBTREE_NOT_MAINTAINED', { count, total: subtree.length });
}

/** The ids on a materialised path, root first: "/1/4/9/" → [1, 4, 9]. */
export const idsOnPath = (path: string): number[] => path.split('/').filter(Boolean).map(Number);

export interface ReachRow {
  /** A user id (grant holder) or a trusted domain. */
  who: string;
  ouId: number;
}

export interface MoveReach {
  gaining: string[];
  losing: string[];
}

/**
 * Who reaches the moved subtree through an OU above it, before and after the move. `rows` are grants with
 * subsidiaries (or trusted domains) anywhere. Before, the OUs reaching it are the moved OU and its
 * ancestors; after, the moved OU, the new parent and the parent's ancestors: a row on the moved OU (or
 * below it, on neither list) moves along and changes nothing.
 */
export function moveReach(rows: readonly ReachRow[], moved: OuRef, parent: OuRef): MoveReach {
  const reachers = (through: number[]) =>
    new Set(rows.filter((row) => through.includes(row.ouId)).map((row) => row.who));
  const was = reachers(idsOnPath(moved.path));
  const will = reachers([...idsOnPath(parent.path), moved.id]);
  const only = (these: Set<string>, notThose: Set<string>) =>
    [...these].filter((who) => !notThose.has(who)).sort();
  return { gaining: only(will, was), losing: only(was, will) };
}
