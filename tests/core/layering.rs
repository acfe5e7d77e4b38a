//! The layering inside `chuhe-core` (the list in its lib.rs docs), checked against the
//! imports in crates/chuhe-core/src: each module uses only modules of lower layers, and
//! no two modules depend on each other; and the files of the command line (src/cli)
//! form no cycle among themselves. Between crates, Cargo's dependency graph enforces
//! the layering, and the crates above use each crate through its façade: its root and
//! its top-level modules' `pub use` lists, never a module's own modules.
//!
//! Imports are found as paths in the code: `crate::m`, and `super::…` resolved from
//! the file's place (comment lines are skipped, so doc links do not count).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The core crate's sources, whose modules are layered.
fn core_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/chuhe-core/src")
}

/// The binary crate's sources: the command line.
fn cli_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The numbered list under "# Layers" in the core's lib.rs: module name → layer.
fn declared_layers() -> BTreeMap<String, usize> {
    let lib = std::fs::read_to_string(core_src().join("lib.rs")).unwrap();
    let mut layers = BTreeMap::new();
    let mut in_list = false;
    for line in lib.lines() {
        let Some(doc) = line.strip_prefix("//!") else {
            continue;
        };
        let doc = doc.trim();
        if doc.starts_with("# Layers") {
            in_list = true;
            continue;
        }
        if !in_list {
            continue;
        }
        if doc.starts_with('#') {
            break;
        }
        let Some((number, rest)) = doc.split_once(". ") else {
            continue;
        };
        let Ok(layer) = number.parse::<usize>() else {
            continue;
        };
        // The modules are the code spans before the dash.
        let names = rest.split(" — ").next().unwrap();
        for name in names.split('`').skip(1).step_by(2) {
            layers.insert(name.to_string(), layer);
        }
    }
    assert!(
        layers.len() >= 5,
        "no layer list found in crates/chuhe-core/src/lib.rs"
    );
    layers
}

/// `pub mod x;` / `mod x;` lines of a crate's lib.rs: its top-level modules.
fn top_level_modules(src: &Path) -> BTreeSet<String> {
    let lib = std::fs::read_to_string(src.join("lib.rs")).unwrap();
    lib.lines()
        .filter_map(|l| {
            let l = l.trim();
            let l = l.strip_prefix("pub ").unwrap_or(l);
            l.strip_prefix("mod ")?
                .strip_suffix(';')
                .map(|m| m.trim().to_string())
        })
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file below a crate's src/ (`rules/fen/parse.rs` → `[rules, fen, parse]`).
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Every module path a line of code names, resolved from the module `here` to an
/// absolute path cut to two segments (the top-level module and the one below it) (`crate::{a, b::c}` names `a` and `b::c`).
fn named_paths(line: &str, here: &[String]) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let starts = line
        .match_indices("crate::")
        .chain(line.match_indices("super::"));
    for (start, _) in starts {
        let before = line[..start].chars().next_back();
        if before.is_some_and(|c| is_ident(c) || c == ':' || c == '$') {
            continue;
        }
        let mut rest = &line[start..];
        let mut base: Vec<String> = match rest.strip_prefix("crate::") {
            Some(r) => {
                rest = r;
                Vec::new()
            }
            None => here.to_vec(),
        };
        while let Some(r) = rest.strip_prefix("super::") {
            base.pop();
            rest = r;
        }
        let items: Vec<&str> = match rest.strip_prefix('{') {
            Some(group) => group.split('}').next().unwrap_or("").split(',').collect(),
            None => vec![rest],
        };
        for item in items {
            let segments: Vec<String> = item
                .trim()
                .split("::")
                .map(|s| s.chars().take_while(|&c| is_ident(c)).collect::<String>())
                .take_while(|s| !s.is_empty())
                .take(2)
                .collect();
            if !segments.is_empty() {
                let mut path = base.clone();
                path.extend(segments);
                path.truncate(2);
                found.push(path);
            }
        }
    }
    found
}

/// Edges between top-level modules and between the files of `cli`.
struct Imports {
    modules: BTreeMap<String, BTreeSet<String>>,
    cli_files: BTreeMap<String, BTreeSet<String>>,
    /// Where each module-to-module edge was seen, for the messages.
    seen_at: BTreeMap<(String, String), String>,
}

/// The imports between the top-level modules of the crate whose sources are `src`.
fn imports(src: &Path) -> Imports {
    let top = top_level_modules(src);
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut imports = Imports {
        modules: BTreeMap::new(),
        cli_files: BTreeMap::new(),
        seen_at: BTreeMap::new(),
    };
    for file in files {
        let here = module_path(src, &file);
        let Some(own) = here.first().filter(|m| top.contains(*m)) else {
            continue; // lib.rs and main.rs
        };
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for path in named_paths(line, &here) {
                let Some(target) = path.first() else { continue };
                if !top.contains(target) {
                    continue;
                }
                if target != own {
                    imports
                        .modules
                        .entry(own.clone())
                        .or_default()
                        .insert(target.clone());
                    imports
                        .seen_at
                        .entry((own.clone(), target.clone()))
                        .or_insert_with(|| format!("{}:{}", file.display(), n + 1));
                } else if own == "cli" && here.len() >= 2 && path.len() >= 2 && path[1] != here[1] {
                    imports
                        .cli_files
                        .entry(here[1].clone())
                        .or_default()
                        .insert(path[1].clone());
                }
            }
        }
    }
    imports
}

/// A cycle in `graph`, if there is one, as the list of nodes along it.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = stack.iter().position(|n| n == node) {
            let mut cycle = stack[i..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, graph, stack, done) {
                return Some(c);
            }
        }
        stack.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    for node in graph.keys() {
        if let Some(c) = visit(node, graph, &mut Vec::new(), &mut done) {
            return Some(c);
        }
    }
    None
}

#[test]
fn every_module_uses_only_lower_layers() {
    let layers = declared_layers();
    let imports = imports(&core_src());
    let mut wrong = Vec::new();
    for (from, targets) in &imports.modules {
        let Some(&own) = layers.get(from) else {
            continue; // a module not (yet) in the list: the cycle test still covers it
        };
        for to in targets {
            if let Some(&theirs) = layers.get(to)
                && theirs >= own
            {
                wrong.push(format!(
                    "{from} (layer {own}) uses {to} (layer {theirs}) at {}",
                    imports.seen_at[&(from.clone(), to.clone())]
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_layer_list_names_real_modules() {
    let top = top_level_modules(&core_src());
    for name in declared_layers().keys() {
        assert!(
            top.contains(name),
            "crates/chuhe-core/src/lib.rs lists `{name}`, no such module"
        );
    }
    for name in &top {
        assert!(
            declared_layers().contains_key(name),
            "`{name}` is a module of chuhe-core but in no layer of its lib.rs"
        );
    }
}

#[test]
fn no_two_modules_depend_on_each_other() {
    let imports = imports(&core_src());
    if let Some(cycle) = find_cycle(&imports.modules) {
        let at: Vec<String> = cycle
            .windows(2)
            .map(|w| imports.seen_at[&(w[0].clone(), w[1].clone())].clone())
            .collect();
        panic!("import cycle {} ({})", cycle.join(" → "), at.join(", "));
    }
}

#[test]
fn the_files_of_the_command_line_form_no_cycle() {
    let imports = imports(&cli_src());
    if let Some(cycle) = find_cycle(&imports.cli_files) {
        panic!("cli files in a cycle: {}", cycle.join(" → "));
    }
}

/// The scanner itself: the imports it must see, so that a test passing means
/// something.
#[test]
fn the_scanner_sees_imports_of_every_form() {
    let path = |p: &str| -> Vec<String> { p.split("::").map(String::from).collect() };
    let here = path("tui::view::board");
    assert_eq!(
        named_paths("use crate::cli::play::Args;", &here),
        vec![path("cli::play")]
    );
    assert_eq!(
        named_paths(
            "    let x = super::super::super::net::Host::start();",
            &here
        ),
        vec![path("net::Host")]
    );
    assert_eq!(
        named_paths(
            "use super::net::{JoinArgs, endpoint_of};",
            &path("cli::net_tui")
        ),
        vec![path("cli::net")]
    );
    assert_eq!(
        named_paths("use crate::{cli, net::Host};", &here),
        vec![path("cli"), path("net::Host")]
    );
    assert!(named_paths("let s = \"mycrate::x\";", &here).is_empty());
    let core = imports(&core_src());
    assert!(
        core.modules["match_control"].contains("notation"),
        "match_control uses notation"
    );
    assert!(
        core.modules["record"].contains("rules"),
        "record uses rules"
    );
    assert!(
        imports(&cli_src()).cli_files["net"].contains("net_tui"),
        "cli/net.rs uses cli/net_tui.rs"
    );
}

/// Where a line of code names another crate's item below one of its modules' own
/// modules (`chuhe_tui::screens::arbiter::read_clock`): the paths deeper than the
/// façade, which is each crate's root and its top-level modules' `pub use` lists.
fn below_the_facade(line: &str) -> Vec<String> {
    let code = line.trim_start();
    if code.starts_with("//") {
        return Vec::new();
    }
    let mut out = Vec::new();
    for name in [
        "chuhe_core",
        "chuhe_engine",
        "chuhe_net",
        "chuhe_tui",
        "chuhe_ssh",
    ] {
        let mut rest = code;
        while let Some(at) = rest.find(name) {
            let before = rest[..at].chars().next_back();
            let tail = &rest[at + name.len()..];
            rest = tail;
            if before.is_some_and(is_ident) {
                continue;
            }
            // The segments after the crate: modules are lower case, an item is not
            // (or is a function or a `{` list, which ends the path too).
            let mut modules = 0;
            let mut path = tail;
            while let Some(next) = path.strip_prefix("::") {
                let seg: String = next.chars().take_while(|&c| is_ident(c)).collect();
                let is_module = !seg.is_empty()
                    && seg
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                    && next[seg.len()..].starts_with("::");
                if !is_module {
                    break;
                }
                modules += 1;
                path = &next[seg.len()..];
            }
            if modules >= 2 {
                out.push(format!("{name}{}", &tail[..tail.len() - path.len()]));
            }
        }
    }
    out
}

#[test]
fn the_crates_above_use_each_crate_through_its_facade() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "benches", "crates"] {
        rust_files(&root.join(dir), &mut files);
    }
    let mut deep = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (i, line) in text.lines().enumerate() {
            for path in below_the_facade(line) {
                let shown = file.strip_prefix(root).unwrap().display();
                deep.push(format!("{shown}:{}: {path}", i + 1));
            }
        }
    }
    assert!(
        deep.is_empty(),
        "paths below a crate's façade:\n{}",
        deep.join("\n")
    );
}

#[test]
fn the_facade_check_sees_deep_paths_and_only_those() {
    assert_eq!(
        below_the_facade("    use chuhe_tui::screens::arbiter::read_clock;"),
        vec!["chuhe_tui::screens::arbiter"]
    );
    assert_eq!(
        below_the_facade("let x = chuhe_core::catalogue::ui::Msg::Quit;"),
        vec!["chuhe_core::catalogue::ui"]
    );
    assert!(below_the_facade("use chuhe_core::catalogue::{FileText, Msg};").is_empty());
    assert!(below_the_facade("chuhe_core::rules::Position::startpos()").is_empty());
    assert!(below_the_facade("chuhe_tui::session::run_screen(&look, |_, _| todo!())").is_empty());
    assert!(below_the_facade("/// see chuhe_tui::screens::arbiter::read_clock").is_empty());
    assert!(below_the_facade("my_chuhe_core::a::b::C").is_empty());
}
