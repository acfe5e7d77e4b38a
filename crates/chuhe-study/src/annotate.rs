//! Editing a record while studying it: playing a different move at any point (a new
//! variation, or replacing the rest of the line), comments, NAGs, promoting, demoting
//! and deleting variations — every edit undoable and redoable from an edit log.
//!
//! Edits never renumber nodes: a deleted line is detached from the tree, not erased,
//! so the log can put it back, and a [`NodeId`] the TUI holds stays valid (the edit
//! that removed it says where to put the cursor).

use chuhe_core::record::{GameRecord, NodeId};
use chuhe_core::rules::{IllegalMove, Move, PositionError};

/// How a move played where the line continues differently is added.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NewMove {
    /// As a variation: after the node's existing moves.
    Variation,
    /// As the new continuation: the old continuation and everything after it go
    /// (the node's other variations stay).
    ReplaceRest,
}

/// Why a move cannot be played at a node.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("the record's start position is not valid: {0}")]
    Start(#[from] PositionError),
    #[error("{0}")]
    Illegal(#[from] IllegalMove),
    #[error("this move is no longer in the game")]
    Detached,
}

/// One primitive change, as the log keeps it (enough to undo and redo it).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Change {
    /// A move was added at `index` under its parent.
    Added { node: NodeId, index: usize },
    /// A line was taken out from `index` under its parent.
    Removed { node: NodeId, index: usize },
    /// A node went from place `from` to place `to` among its siblings.
    Moved {
        node: NodeId,
        from: usize,
        to: usize,
    },
    Comment {
        node: NodeId,
        before: Option<String>,
        after: Option<String>,
    },
    Nags {
        node: NodeId,
        before: Vec<u8>,
        after: Vec<u8>,
    },
}

/// One edit the user made: one or more changes undone together, and where the
/// cursor was before and after.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Edit {
    changes: Vec<Change>,
    cursor_before: NodeId,
    cursor_after: NodeId,
}

/// A record being annotated, with its edit log.
#[derive(Clone, Debug)]
pub struct Annotator {
    record: GameRecord,
    done: Vec<Edit>,
    undone: Vec<Edit>,
    /// `done.len()` when the record was last saved; `None` when that state is gone.
    saved_at: Option<usize>,
}

impl Annotator {
    pub fn new(record: GameRecord) -> Annotator {
        Annotator {
            record,
            done: Vec::new(),
            undone: Vec::new(),
            saved_at: Some(0),
        }
    }

    /// A record whose edits were kept but never saved (an annotation restored
    /// from the autosave): it counts as modified until it is saved.
    pub fn restored(record: GameRecord) -> Annotator {
        Annotator {
            saved_at: None,
            ..Annotator::new(record)
        }
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    pub fn into_record(self) -> GameRecord {
        self.record
    }

    /// True when there are edits since the record was opened or last saved.
    pub fn is_modified(&self) -> bool {
        self.saved_at != Some(self.done.len())
    }

    /// The record has been saved as it is now.
    pub fn mark_saved(&mut self) {
        self.saved_at = Some(self.done.len());
    }

    pub fn can_undo(&self) -> bool {
        !self.done.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    fn commit(&mut self, changes: Vec<Change>, cursor_before: NodeId, cursor_after: NodeId) {
        if changes.is_empty() {
            return;
        }
        if self.saved_at.is_some_and(|s| s > self.done.len()) {
            self.saved_at = None;
        }
        self.undone.clear();
        self.done.push(Edit {
            changes,
            cursor_before,
            cursor_after,
        });
    }

    /// Plays `mv` at `at`. A move the node already has is only gone to (as the
    /// continuation when `ReplaceRest`); a new one becomes a variation or replaces the
    /// rest of the line. Returns the node of the move.
    pub fn play(&mut self, at: NodeId, mv: Move, how: NewMove) -> Result<NodeId, PlayError> {
        let tree = &self.record.tree;
        if !tree.is_attached(at) {
            return Err(PlayError::Detached);
        }
        let pos = self.record.position_at(at)?;
        pos.check_move(mv)?;
        let existing = tree.children(at).find(|&c| tree.move_at(c) == Some(mv));
        let mut changes = Vec::new();
        let node = match existing {
            Some(node) => {
                if how == NewMove::ReplaceRest {
                    let tree = &mut self.record.tree;
                    if let Some(old) = tree.main_child(at).filter(|&c| c != node) {
                        let (_, index) = tree.detach(old).expect("an attached child");
                        changes.push(Change::Removed { node: old, index });
                    }
                    let from = tree.reorder(node, 0).expect("an attached child");
                    if from != 0 {
                        changes.push(Change::Moved { node, from, to: 0 });
                    }
                }
                node
            }
            None => {
                let tree = &mut self.record.tree;
                if how == NewMove::ReplaceRest
                    && let Some(old) = tree.main_child(at)
                {
                    let (_, index) = tree.detach(old).expect("an attached child");
                    changes.push(Change::Removed { node: old, index });
                }
                let node = tree.add_move(at, mv);
                let last = tree.child_index(node).expect("just added");
                let index = if how == NewMove::ReplaceRest { 0 } else { last };
                if index != last {
                    tree.reorder(node, index);
                }
                changes.push(Change::Added { node, index });
                node
            }
        };
        self.commit(changes, at, node);
        Ok(node)
    }

    /// Sets (or with `None` removes) the comment after the move of `node` (the game
    /// comment for the root). An empty text removes it.
    pub fn set_comment(&mut self, node: NodeId, comment: Option<String>) {
        let after = comment.filter(|c| !c.trim().is_empty());
        let before = self.record.tree.comment(node).map(str::to_string);
        if before == after {
            return;
        }
        self.record.tree.set_comment(node, after.clone());
        self.commit(
            vec![Change::Comment {
                node,
                before,
                after,
            }],
            node,
            node,
        );
    }

    /// Replaces the NAGs of the move of `node`.
    pub fn set_nags(&mut self, node: NodeId, nags: &[u8]) {
        if self.record.tree.move_at(node).is_none() {
            return;
        }
        let before: Vec<u8> = self.record.tree.nags(node).collect();
        self.record.tree.set_nags(node, nags);
        let after: Vec<u8> = self.record.tree.nags(node).collect();
        if before != after {
            self.commit(
                vec![Change::Nags {
                    node,
                    before,
                    after,
                }],
                node,
                node,
            );
        }
    }

    /// Adds a NAG, or takes it away if the move has it (a key toggles it).
    pub fn toggle_nag(&mut self, node: NodeId, nag: u8) {
        let mut nags: Vec<u8> = self.record.tree.nags(node).collect();
        match nags.iter().position(|&n| n == nag) {
            Some(i) => {
                nags.remove(i);
            }
            None => nags.push(nag),
        }
        self.set_nags(node, &nags);
    }

    /// The first node of the line `node` is on: the child where its line branches
    /// off its parent's line (the node itself for the start of a variation).
    pub fn line_start(&self, node: NodeId) -> NodeId {
        let tree = &self.record.tree;
        let mut at = node;
        while let Some(p) = tree.parent(at) {
            if tree.main_child(p) != Some(at) || tree.parent(p).is_none() {
                return at;
            }
            at = p;
        }
        at
    }

    /// Moves the variation that `node` starts (or lies on) one place up among its
    /// siblings; from the second place it becomes the main continuation. Returns
    /// false when it is first already.
    pub fn promote(&mut self, node: NodeId) -> bool {
        self.shift(node, -1)
    }

    /// Moves the line one place down among its siblings (the main continuation
    /// becomes the first variation). Returns false when it is last already.
    pub fn demote(&mut self, node: NodeId) -> bool {
        self.shift(node, 1)
    }

    fn shift(&mut self, node: NodeId, by: isize) -> bool {
        let start = self.branch_of(node);
        let tree = &mut self.record.tree;
        let Some(from) = tree.child_index(start) else {
            return false;
        };
        let siblings = tree.parent(start).map_or(0, |p| tree.children(p).count());
        let to = from as isize + by;
        if to < 0 || to as usize >= siblings {
            return false;
        }
        let to = to as usize;
        tree.reorder(start, to);
        self.commit(
            vec![Change::Moved {
                node: start,
                from,
                to,
            }],
            node,
            node,
        );
        true
    }

    /// The node where the line through `node` leaves a branching point: walking up
    /// while the parent has a single child. (Promoting "this variation" from any of
    /// its moves means the same line.)
    fn branch_of(&self, node: NodeId) -> NodeId {
        let tree = &self.record.tree;
        let mut at = node;
        while let Some(p) = tree.parent(at) {
            if tree.children(p).count() > 1 || tree.parent(p).is_none() {
                return at;
            }
            at = p;
        }
        at
    }

    /// Deletes the move of `node` and everything after it. Returns the node to put the
    /// cursor on (its parent), or `None` for the root or a node not in the tree.
    pub fn delete(&mut self, node: NodeId) -> Option<NodeId> {
        let (parent, index) = self.record.tree.detach(node)?;
        self.commit(vec![Change::Removed { node, index }], node, parent);
        Some(parent)
    }

    /// Deletes the variation through `node`: from where it branches off.
    pub fn delete_variation(&mut self, node: NodeId) -> Option<NodeId> {
        let start = self.branch_of(node);
        self.delete(start)
    }

    /// Undoes the last edit. Returns where the cursor was before it.
    pub fn undo(&mut self) -> Option<NodeId> {
        let edit = self.done.pop()?;
        for change in edit.changes.iter().rev() {
            self.revert(change);
        }
        let cursor = edit.cursor_before;
        self.undone.push(edit);
        Some(cursor)
    }

    /// Redoes the last edit undone. Returns where the cursor was after it.
    pub fn redo(&mut self) -> Option<NodeId> {
        let edit = self.undone.pop()?;
        for change in &edit.changes {
            self.apply(change);
        }
        let cursor = edit.cursor_after;
        self.done.push(edit);
        Some(cursor)
    }

    fn revert(&mut self, change: &Change) {
        let tree = &mut self.record.tree;
        match change {
            Change::Added { node, .. } => {
                tree.detach(*node);
            }
            Change::Removed { node, index } => {
                tree.attach(*node, *index);
            }
            Change::Moved { node, from, .. } => {
                tree.reorder(*node, *from);
            }
            Change::Comment { node, before, .. } => tree.set_comment(*node, before.clone()),
            Change::Nags { node, before, .. } => tree.set_nags(*node, before),
        }
    }

    fn apply(&mut self, change: &Change) {
        let tree = &mut self.record.tree;
        match change {
            Change::Added { node, index } => {
                tree.attach(*node, *index);
            }
            Change::Removed { node, .. } => {
                tree.detach(*node);
            }
            Change::Moved { node, to, .. } => {
                tree.reorder(*node, *to);
            }
            Change::Comment { node, after, .. } => tree.set_comment(*node, after.clone()),
            Change::Nags { node, after, .. } => tree.set_nags(*node, after),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    fn line(a: &Annotator) -> Vec<String> {
        a.record()
            .tree
            .lines()
            .iter()
            .map(|l| {
                l.iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    fn game() -> (Annotator, Vec<NodeId>) {
        let mut r = GameRecord::default();
        let mut at = r.tree.root();
        let mut nodes = vec![at];
        for s in ["h2e2", "h9g7", "h0g2", "i9h9"] {
            at = r.tree.add_move(at, m(s));
            nodes.push(at);
        }
        (Annotator::new(r), nodes)
    }

    #[test]
    fn variations_replacement_and_undo() {
        let (mut a, n) = game();
        let original = a.record().clone();
        // A variation for Black's first move.
        let v = a.play(n[1], m("b9c7"), NewMove::Variation).unwrap();
        assert_eq!(line(&a), ["h2e2 h9g7 h0g2 i9h9", "h2e2 b9c7"]);
        assert!(a.is_modified());
        // Playing it again only goes there.
        assert_eq!(a.play(n[1], m("b9c7"), NewMove::Variation).unwrap(), v);
        assert_eq!(a.record().tree.len(), 5);
        // An illegal move is refused and changes nothing.
        assert!(matches!(
            a.play(n[1], m("h9h5"), NewMove::Variation),
            Err(PlayError::Illegal(_))
        ));
        // Replace the rest from move 2.
        a.play(n[2], m("b0c2"), NewMove::ReplaceRest).unwrap();
        assert_eq!(line(&a), ["h2e2 h9g7 b0c2", "h2e2 b9c7"]);
        assert_eq!(a.record().tree.len(), 4);
        // Promote the variation: it becomes the main line.
        assert!(a.promote(v));
        assert_eq!(line(&a), ["h2e2 b9c7", "h2e2 h9g7 b0c2"]);
        assert!(!a.promote(v));
        a.set_comment(v, Some("solid".into()));
        a.set_nags(v, &[1]);
        a.toggle_nag(v, 5);
        assert_eq!(a.record().tree.nags(v).collect::<Vec<_>>(), vec![1, 5]);
        assert_eq!(a.delete(n[2]), Some(n[1]));
        assert_eq!(line(&a), ["h2e2 b9c7"]);
        // Undo everything, back to the original record.
        while a.undo().is_some() {}
        assert_eq!(a.record(), &original);
        assert!(!a.is_modified());
        // Redo everything, then undo one: the NAG toggle.
        while a.redo().is_some() {}
        assert_eq!(line(&a), ["h2e2 b9c7"]);
        a.undo();
        a.undo();
        assert_eq!(a.record().tree.nags(v).collect::<Vec<_>>(), vec![1]);
        assert!(a.can_redo());
        // A new edit forgets the redo stack.
        a.set_comment(n[0], Some("game".into()));
        assert!(!a.can_redo());
    }

    #[test]
    fn demote_and_delete_a_variation_from_any_of_its_moves() {
        let (mut a, n) = game();
        let v1 = a.play(n[0], m("b2e2"), NewMove::Variation).unwrap();
        let v2 = a.play(v1, m("b9c7"), NewMove::Variation).unwrap();
        assert!(
            a.demote(n[3]),
            "the main line moves down from its third move"
        );
        assert_eq!(line(&a), ["b2e2 b9c7", "h2e2 h9g7 h0g2 i9h9"]);
        assert!(!a.demote(n[1]));
        assert_eq!(a.delete_variation(v2), Some(n[0]));
        assert_eq!(line(&a), ["h2e2 h9g7 h0g2 i9h9"]);
        assert_eq!(a.delete(a.record().tree.root()), None);
        a.undo();
        a.undo();
        assert_eq!(line(&a), ["h2e2 h9g7 h0g2 i9h9", "b2e2 b9c7"]);
        // A deleted node cannot be played from.
        let d = a.delete(v2).unwrap();
        assert_eq!(d, v1);
        assert_eq!(
            a.play(v2, m("h0g2"), NewMove::Variation),
            Err(PlayError::Detached)
        );
    }
}
