//! The move tree of a game: the main line, nested variations and comments.
//!
//! Nodes live in one arena (`Vec`), linked parent → first child → next sibling, so that
//! growing a game of a few hundred moves costs one push per move and no allocation per
//! node. The root stands for the start position and carries the game comment. The
//! first child of a node continues its line; later children are variations (other
//! moves that could have been played instead of the first child).
//!
//! Editing (for annotating a record): a subtree can be detached from its parent and
//! attached again at any place among the children, and children can be reordered.
//! A detached node keeps its id and its contents, so that an edit log can undo the
//! detaching; it is no longer reachable from the root. NAGs (`$1`, `!?` ...) are kept
//! in a side table, as few moves have any.

use crate::rules::{Move, Square};

/// A node of a [`MoveTree`]. Only valid for the tree that made it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

const NONE: u32 = u32::MAX;

#[derive(Clone, Debug)]
struct Node {
    mv: Move,
    parent: u32,
    first_child: u32,
    /// Kept so that adding a variation does not walk the siblings.
    last_child: u32,
    next_sibling: u32,
    comment: Option<Box<str>>,
    /// This node was detached from its parent (its subtree is out of the tree).
    detached: bool,
}

#[derive(Clone, Debug)]
pub struct MoveTree {
    nodes: Vec<Node>,
    /// (node, NAG) in the order they were added.
    nags: Vec<(u32, u8)>,
    /// A subtree was ever detached: the arena holds unreachable nodes.
    edited: bool,
}

impl Default for MoveTree {
    fn default() -> MoveTree {
        MoveTree::new()
    }
}

impl MoveTree {
    pub fn new() -> MoveTree {
        let origin = Square::from_index(0);
        MoveTree {
            nodes: vec![Node {
                mv: Move::new(origin, origin),
                parent: NONE,
                first_child: NONE,
                last_child: NONE,
                next_sibling: NONE,
                comment: None,
                detached: false,
            }],
            nags: Vec::new(),
            edited: false,
        }
    }

    /// The start position (it carries the game comment, never a move).
    pub const fn root(&self) -> NodeId {
        NodeId(0)
    }

    /// The number of moves in the tree, variations included (detached ones not).
    pub fn len(&self) -> usize {
        if self.edited {
            self.nodes_depth_first().len()
        } else {
            self.nodes.len() - 1
        }
    }

    pub fn is_empty(&self) -> bool {
        self.main_child(self.root()).is_none()
    }

    fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.0 as usize]
    }

    /// Adds `mv` as the last child of `parent`: the continuation if `parent` had none,
    /// a variation otherwise. The caller checks legality (see `replay.rs`).
    pub fn add_move(&mut self, parent: NodeId, mv: Move) -> NodeId {
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            mv,
            parent: parent.0,
            first_child: NONE,
            last_child: NONE,
            next_sibling: NONE,
            comment: None,
            detached: false,
        });
        let last = self.nodes[parent.0 as usize].last_child;
        if last == NONE {
            self.nodes[parent.0 as usize].first_child = id;
        } else {
            self.nodes[last as usize].next_sibling = id;
        }
        self.nodes[parent.0 as usize].last_child = id;
        NodeId(id)
    }

    /// The move that leads to `id`; `None` for the root.
    pub fn move_at(&self, id: NodeId) -> Option<Move> {
        (id.0 != 0).then(|| self.node(id).mv)
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        let p = self.node(id).parent;
        (p != NONE).then_some(NodeId(p))
    }

    /// The continuation of `id`'s line, if any.
    pub fn main_child(&self, id: NodeId) -> Option<NodeId> {
        let c = self.node(id).first_child;
        (c != NONE).then_some(NodeId(c))
    }

    /// The children of `id`: the continuation first, then the variations.
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let mut next = self.node(id).first_child;
        std::iter::from_fn(move || {
            (next != NONE).then(|| {
                let here = next;
                next = self.nodes[here as usize].next_sibling;
                NodeId(here)
            })
        })
    }

    /// The comment after the move of `id` (for the root: the game comment).
    pub fn comment(&self, id: NodeId) -> Option<&str> {
        self.node(id).comment.as_deref()
    }

    pub fn set_comment(&mut self, id: NodeId, comment: Option<String>) {
        self.nodes[id.0 as usize].comment = comment.map(String::into_boxed_str);
    }

    /// Adds text to the comment of `id`, on a new line if there was one already.
    pub fn append_comment(&mut self, id: NodeId, text: &str) {
        let slot = &mut self.nodes[id.0 as usize].comment;
        *slot = Some(match slot.take() {
            None => text.into(),
            Some(old) => format!("{old}\n{text}").into_boxed_str(),
        });
    }

    /// The NAGs of the move of `id`, in the order they were added.
    pub fn nags(&self, id: NodeId) -> impl Iterator<Item = u8> + '_ {
        self.nags
            .iter()
            .filter(move |(n, _)| *n == id.0)
            .map(|&(_, nag)| nag)
    }

    /// Adds a NAG to the move of `id`, unless it has it already.
    pub fn add_nag(&mut self, id: NodeId, nag: u8) {
        if !self.nags.contains(&(id.0, nag)) {
            self.nags.push((id.0, nag));
        }
    }

    /// Replaces the NAGs of the move of `id`.
    pub fn set_nags(&mut self, id: NodeId, nags: &[u8]) {
        self.nags.retain(|(n, _)| *n != id.0);
        for &nag in nags {
            self.add_nag(id, nag);
        }
    }

    /// The place of `id` among its parent's children (0: the continuation), or
    /// `None` for the root and for a detached node.
    pub fn child_index(&self, id: NodeId) -> Option<usize> {
        let parent = self.parent(id)?;
        self.children(parent).position(|c| c == id)
    }

    /// True when `id` can be reached from the root (it was never detached, or it was
    /// attached again, and so were all the nodes above it).
    pub fn is_attached(&self, id: NodeId) -> bool {
        let mut at = id;
        loop {
            if self.node(at).detached {
                return false;
            }
            match self.parent(at) {
                Some(p) => at = p,
                None => return true,
            }
        }
    }

    /// Takes `id` and the moves after it out of the tree. Returns its parent and its
    /// place there, for [`MoveTree::attach`] to put it back; `None` for the root or a
    /// node already detached.
    pub fn detach(&mut self, id: NodeId) -> Option<(NodeId, usize)> {
        if self.node(id).detached {
            return None;
        }
        let parent = self.parent(id)?;
        let index = self.child_index(id)?;
        self.unlink(parent, id);
        let n = &mut self.nodes[id.0 as usize];
        n.detached = true;
        n.next_sibling = NONE;
        self.edited = true;
        Some((parent, index))
    }

    /// Puts a detached `id` back under its parent, at `index` among the children (the
    /// end when there are fewer). Returns false, changing nothing, when `id` is not
    /// detached.
    pub fn attach(&mut self, id: NodeId, index: usize) -> bool {
        let Some(parent) = self.parent(id) else {
            return false;
        };
        if !self.node(id).detached {
            return false;
        }
        self.nodes[id.0 as usize].detached = false;
        self.link(parent, id, index);
        true
    }

    /// Moves `id` to place `index` among its siblings (0 makes it the continuation).
    /// Returns its former place; `None` for the root or a detached node.
    pub fn reorder(&mut self, id: NodeId, index: usize) -> Option<usize> {
        if self.node(id).detached {
            return None;
        }
        let parent = self.parent(id)?;
        let old = self.child_index(id)?;
        self.unlink(parent, id);
        self.link(parent, id, index);
        Some(old)
    }

    /// Removes `id` from the child list of `parent` (where it is).
    fn unlink(&mut self, parent: NodeId, id: NodeId) {
        let p = parent.0 as usize;
        let next = self.nodes[id.0 as usize].next_sibling;
        let mut prev = NONE;
        let mut at = self.nodes[p].first_child;
        while at != id.0 {
            prev = at;
            at = self.nodes[at as usize].next_sibling;
        }
        if prev == NONE {
            self.nodes[p].first_child = next;
        } else {
            self.nodes[prev as usize].next_sibling = next;
        }
        if self.nodes[p].last_child == id.0 {
            self.nodes[p].last_child = prev;
        }
        self.nodes[id.0 as usize].next_sibling = NONE;
    }

    /// Inserts `id` (linked to no sibling) at `index` among the children of `parent`.
    fn link(&mut self, parent: NodeId, id: NodeId, index: usize) {
        let p = parent.0 as usize;
        let mut prev = NONE;
        let mut at = self.nodes[p].first_child;
        for _ in 0..index {
            if at == NONE {
                break;
            }
            prev = at;
            at = self.nodes[at as usize].next_sibling;
        }
        self.nodes[id.0 as usize].next_sibling = at;
        if prev == NONE {
            self.nodes[p].first_child = id.0;
        } else {
            self.nodes[prev as usize].next_sibling = id.0;
        }
        if at == NONE {
            self.nodes[p].last_child = id.0;
        }
    }

    /// Plies from the root to `id`.
    pub fn depth(&self, id: NodeId) -> u32 {
        let mut depth = 0;
        let mut at = id;
        while let Some(p) = self.parent(at) {
            depth += 1;
            at = p;
        }
        depth
    }

    /// True when `id` lies on the main line (every step is a first child).
    pub fn is_main_line(&self, id: NodeId) -> bool {
        let mut at = id;
        while let Some(p) = self.parent(at) {
            if self.node(p).first_child != at.0 {
                return false;
            }
            at = p;
        }
        true
    }

    /// The moves from the start to `id`.
    pub fn path_to(&self, id: NodeId) -> Vec<Move> {
        let mut out = Vec::new();
        let mut at = id;
        while let Some(p) = self.parent(at) {
            out.push(self.node(at).mv);
            at = p;
        }
        out.reverse();
        out
    }

    /// The nodes of the main line, first move first.
    pub fn main_line_nodes(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = self.root();
        while let Some(c) = self.main_child(at) {
            out.push(c);
            at = c;
        }
        out
    }

    /// The moves of the main line.
    pub fn main_line(&self) -> Vec<Move> {
        self.main_line_nodes()
            .into_iter()
            .map(|n| self.node(n).mv)
            .collect()
    }

    /// Every line from the start to a leaf, the main line first, then depth first in
    /// the order the variations are stored (as XQStudio lists them).
    pub fn lines(&self) -> Vec<Vec<Move>> {
        let mut out = Vec::new();
        let mut stack = vec![self.root()];
        while let Some(id) = stack.pop() {
            let children: Vec<NodeId> = self.children(id).collect();
            if children.is_empty() {
                out.push(self.path_to(id));
            }
            stack.extend(children.into_iter().rev());
        }
        out
    }

    /// Every node with a move, in depth-first order (a line before its variations).
    pub fn nodes_depth_first(&self) -> Vec<NodeId> {
        let mut out = Vec::with_capacity(self.nodes.len() - 1);
        let mut stack: Vec<NodeId> = self.children(self.root()).collect();
        stack.reverse();
        while let Some(id) = stack.pop() {
            out.push(id);
            let first = stack.len();
            stack.extend(self.children(id));
            stack[first..].reverse();
        }
        out
    }
}

impl PartialEq for MoveTree {
    /// Two trees are equal when they hold the same moves, comments and NAGs in the same
    /// order, however their arenas were filled (a depth-first XQF reader and a PGN
    /// reader build the same tree in different orders).
    fn eq(&self, other: &MoveTree) -> bool {
        let mut stack = vec![(self.root(), other.root())];
        while let Some((a, b)) = stack.pop() {
            if self.move_at(a) != other.move_at(b)
                || self.comment(a) != other.comment(b)
                || !self.nags(a).eq(other.nags(b))
            {
                return false;
            }
            let (mut ca, mut cb) = (self.children(a), other.children(b));
            loop {
                match (ca.next(), cb.next()) {
                    (None, None) => break,
                    (Some(x), Some(y)) => stack.push((x, y)),
                    _ => return false,
                }
            }
        }
        true
    }
}

impl Eq for MoveTree {}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    #[test]
    fn first_child_continues_the_line_later_children_are_variations() {
        let mut t = MoveTree::new();
        let a = t.add_move(t.root(), m("h2e2"));
        let b = t.add_move(a, m("h9g7"));
        let v = t.add_move(t.root(), m("b2e2"));
        let vb = t.add_move(v, m("b9c7"));
        let c = t.add_move(b, m("h0g2"));
        assert_eq!(t.len(), 5);
        assert_eq!(t.main_line(), vec![m("h2e2"), m("h9g7"), m("h0g2")]);
        assert_eq!(t.children(t.root()).collect::<Vec<_>>(), vec![a, v]);
        assert!(t.is_main_line(c));
        assert!(!t.is_main_line(vb));
        assert_eq!(t.depth(vb), 2);
        assert_eq!(t.path_to(vb), vec![m("b2e2"), m("b9c7")]);
        assert_eq!(
            t.lines(),
            vec![
                vec![m("h2e2"), m("h9g7"), m("h0g2")],
                vec![m("b2e2"), m("b9c7")]
            ]
        );
        assert_eq!(t.nodes_depth_first(), vec![a, b, c, v, vb]);
    }

    #[test]
    fn equality_ignores_arena_order_but_not_comments() {
        let mut x = MoveTree::new();
        let a = x.add_move(x.root(), m("h2e2"));
        x.add_move(a, m("h9g7"));
        x.add_move(x.root(), m("b2e2"));

        let mut y = MoveTree::new();
        let a2 = y.add_move(y.root(), m("h2e2"));
        y.add_move(y.root(), m("b2e2"));
        y.add_move(a2, m("h9g7"));
        assert_eq!(x, y);

        y.append_comment(a2, "good");
        assert_ne!(x, y);
        x.append_comment(a, "good");
        assert_eq!(x, y);
        x.append_comment(a, "more");
        assert_eq!(x.comment(a), Some("good\nmore"));
    }
}
