//! What kind of game is played: the rule book it is judged under ([`RuleSet`]) and
//! how strictly it is run ([`Mode`]). Plain values below every module that needs them:
//! the record keeps them, adjudication and match control act on them.

mod mode;
mod rule_set;

pub use mode::Mode;
pub use rule_set::RuleSet;
