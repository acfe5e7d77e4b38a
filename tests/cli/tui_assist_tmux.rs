//! End to end, in a real terminal (tmux): the analysis pane (F2) opened on a game
//! shows a principal variation in Chinese notation, and the hint key (y) shows the
//! engine's move in Chinese in the status line. HOME and the XDG directories point at
//! a temporary directory; each test has its own tmux server.

use crate::tmux;

use tmux::Tmux;

const W: &str = "chuhe";

fn start(name: &str, home: &std::path::Path) -> Tmux {
    let t = Tmux::new(name);
    t.window(W, &Tmux::chuhe(home, "zh_CN.UTF-8", ""));
    t.wait_for(W, "the board", |s| s.contains("红方走棋"));
    t
}

/// A word of Chinese move notation: piece, file, action, file or steps (炮二平五,
/// 马８进７).
fn is_chinese_move(w: &str) -> bool {
    let c: Vec<char> = w.chars().collect();
    c.len() == 4 && "车马相象仕士帅将炮兵卒俥傌砲".contains(c[0]) && "进退平".contains(c[2])
}

/// A line of the pane: a score, Red's chance in percent, and the moves.
fn pv_line(screen: &str) -> Option<&str> {
    screen.lines().find(|l| {
        l.split_once('%')
            .is_some_and(|(_, pv)| pv.split_whitespace().next().is_some_and(is_chinese_move))
    })
}

#[test]
fn the_analysis_pane_shows_a_chinese_line() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    let t = start("analysis", home.path());
    t.type_text(W, "炮二平五");
    t.key(W, "Enter");
    t.wait_for(W, "Black to move", |s| s.contains("黑方走棋"));
    t.key(W, "F2");
    let screen = t.wait_for(W, "a line of the pane in Chinese", |s| {
        s.contains("分析 · 深度") && pv_line(s).is_some()
    });
    // Black to move: the line starts with a Black move (full-width digits).
    let line = pv_line(&screen).unwrap();
    let first = line
        .split_once('%')
        .unwrap()
        .1
        .split_whitespace()
        .next()
        .unwrap();
    assert!(
        first
            .chars()
            .nth(1)
            .is_some_and(|c| ('１'..='９').contains(&c)),
        "{line}"
    );
    // F2 again: the pane goes.
    t.key(W, "F2");
    t.wait_for(W, "the pane closed", |s| !s.contains("分析 · 深度"));
}

/// The move at the start of the hint's text, before the search it came from
/// ("车九平八（快速搜索，深度 9）").
fn first_word(text: &str) -> Option<&str> {
    text.split(|c: char| c.is_whitespace() || c == '（').next()
}

#[test]
fn the_hint_key_shows_the_engines_move_in_chinese() {
    let _turn = crate::tmux::one_at_a_time();
    let home = tempfile::tempdir().unwrap();
    let t = start("hint", home.path());
    t.key(W, "y");
    let screen = t.wait_for(W, "the hint", |s| {
        s.lines().any(|l| {
            l.split_once("提示：")
                .is_some_and(|(_, m)| first_word(m).is_some_and(is_chinese_move))
        })
    });
    // Red's move: half-width... Red's files are Chinese numerals.
    let line = screen.lines().find(|l| l.contains("提示：")).unwrap();
    let mv = first_word(line.split_once("提示：").unwrap().1).unwrap();
    assert!(
        "一二三四五六七八九".contains(mv.chars().nth(1).unwrap()),
        "{line}"
    );
}
