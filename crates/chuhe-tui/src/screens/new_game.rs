//! The new-game dialog (`n`, or "play from here" on the study board and the
//! editor): mode, rule set, time control, names and start, filled in over the game
//! it will replace, which stays in view. Enter starts the game when the form is
//! valid (its field says what is wrong when not); Esc leaves the game as it was.

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::Rect;

use super::game::GameScreen;
use super::{Cx, Effect, Screen};
use crate::action::{Action, Dir};
use crate::game::GameInPlay;
use crate::keys::{self, Binding, Context};
use crate::new_game::NewGameForm;

pub struct NewGameDialog {
    pub form: NewGameForm,
}

impl NewGameDialog {
    pub fn new(form: NewGameForm) -> NewGameDialog {
        NewGameDialog { form }
    }
}

impl Screen for NewGameDialog {
    fn name(&self) -> &'static str {
        "new game"
    }

    fn keys(&self) -> &'static [Binding] {
        keys::DIALOG
    }

    fn takes_text(&self) -> bool {
        true
    }

    fn action_for(&self, ev: &KeyEvent) -> Option<Action> {
        keys::action_for(Context::Dialog, ev)
    }

    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        let form = &mut self.form;
        match action {
            Action::Type(c) => form.type_char(c),
            Action::Paste(text) => text.chars().for_each(|c| form.type_char(c)),
            Action::Erase => form.erase(),
            Action::NextField => form.next_field(true),
            Action::PrevField => form.next_field(false),
            Action::Choice(d) => form.cycle(d == Dir::Right),
            Action::Cancel => return vec![Effect::Pop],
            // Ctrl-C: the game's own quit, which asks first while it is in progress.
            Action::Quit => return vec![Effect::Pop, Effect::Look(Action::Quit)],
            Action::Submit => {
                // An invalid form keeps the dialog, its field saying what is wrong.
                if let Some(config) = form.config(cx.look.lang) {
                    let start: super::GameChange = Box::new(move |game: &mut GameScreen, now| {
                        // Against an engine, the mode's own recording (7.1).
                        let engines = game.engines.plays(chuhe_core::rules::Color::Red)
                            || game.engines.plays(chuhe_core::rules::Color::Black);
                        let config = crate::engine_seat::recording_against_engines(config, engines);
                        game.start_game(GameInPlay::new(config, now), now);
                    });
                    return vec![Effect::Pop, Effect::OnGame(start)];
                }
            }
            _ => {}
        }
        Vec::new()
    }

    fn draw(&self, frame: &mut Frame, _area: Rect, cx: &Cx) {
        crate::view::draw_with_dialog(frame, cx.game, &self.form);
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }
}
