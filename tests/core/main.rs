//! The pure libraries, without a terminal or a network: the core (move generation and
//! perft, notation, adjudication, match control, game records), study, tournaments
//! (their command-line runs included), the built-in engine and outside UCI/UCCI
//! engines (search, mates, time, the engine process and the protocol), and the checks
//! on the source tree (the core's layers, the façades, the one catalogue).
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

use chuhe_testkit as common;
// The adjudicator fuzz target's driver, shared with the fuzz crate.
use chuhe_testkit::adjudicate_fuzz as adjudicate_driver;
mod judging;

mod engine_legal;
mod engine_mates;
mod engine_process;
mod engine_repetition;
mod engine_search;
mod engine_time;
mod engine_uci;

mod adjudication_axf;
mod adjudication_cases;
mod adjudication_cxa;
mod adjudication_folk;
mod adjudication_fuzz_seeds;
mod adjudication_props;
mod layering;
mod match_clock;
mod match_fuzz_seeds;
mod match_games;
mod match_notation;
mod match_referee;
mod notation_cases;
mod notation_corpus;
mod notation_fuzz_seeds;
mod notation_golden;
mod notation_properties;
mod notation_wukong;
mod one_catalogue;
mod perft;
mod record_corpus;
mod record_pgn;
mod record_robustness;
mod record_save;
mod record_saves;
mod record_xqf;
mod rules_invariants;
mod rules_move_bound;
mod study_annotate;
mod study_parsers;
mod study_search;
mod tournament_berger;
mod tournament_cli;
mod tournament_elimination;
mod tournament_serve;
mod tournament_standings;
mod tournament_swiss;
mod tournament_swiss_limit;
mod tournament_team_knockout;
mod tournament_team_tables;
mod tournament_teams;
