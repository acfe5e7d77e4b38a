//! The check of the `net_line` fuzz target, shared with `tests/net/net_fuzz_seeds.rs`: what
//! a network peer sends goes through the bounded line framing, each line read as a
//! client's message (first or later) and as a host's message. Nothing may panic; a
//! line read as a client message encodes back to a line that reads the same.

use chuhe::net::framing::LineReader;
use chuhe::net::protocol::{self, MAX_CLIENT_LINE};

pub fn check_lines(data: &[u8]) {
    let mut reader = LineReader::new(data, MAX_CLIENT_LINE);
    let mut first = true;
    while let Ok(Some(line)) = reader.read_line() {
        if let Ok(msg) = protocol::decode_client(line, first) {
            let again = protocol::decode_client(&protocol::encode(&msg), first)
                .expect("an encoded client message reads back");
            assert_eq!(again, msg);
        }
        let _ = protocol::decode_server(line);
        first = false;
    }
}
