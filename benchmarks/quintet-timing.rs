// quintet's time on the positions of quintet-positions.txt, warm, for docs/PERFORMANCE.md and
// benchmarks/README.md: an example of quintet's (not of noughts'), run from a checkout of it, as
// benchmarks/README.md says. Each position is solved with the call its test asserts ("quintet:"
// line), for the attacker it names ("black wins" or "white wins"), without the stone noughts adds
// ("added:"); after one call, the calls are repeated for QSECONDS seconds (2 by default, at least
// 3 calls) and their mean printed.
use quintet::board::*;
use quintet::mate::*;
use std::hint::black_box;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).expect("the path of quintet-positions.txt");
    let only = &args[2..];
    let seconds: f64 = std::env::var("QSECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(2.0);
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')).collect();
    for entry in lines.chunks(20) {
        let field = |i: usize, key: &str| entry[i].strip_prefix(key).expect(key).to_string();
        let name = field(0, "name: ");
        if !only.is_empty() && !only.contains(&name) {
            continue;
        }
        let call = field(2, "quintet: ");
        let expected = field(3, "line: ").to_uppercase().replace(' ', ",");
        let added = field(4, "added: ");
        let mode: SolveMode = match call.split(',').next().unwrap() {
            "VCFDFS" => "vcf",
            "VCTDFS" => "vct",
            "VCTDFPNS" => "vct_dfpns",
            other => panic!("mode {}", other),
        }
        .parse()
        .unwrap();
        let number = |after: &str| -> u8 {
            let rest = &call[call.find(after).unwrap() + after.len()..];
            rest.split(|c: char| !c.is_ascii_digit()).next().unwrap().parse().unwrap()
        };
        let (limit, threats) = (number("depth limit "), number("threat limit "));
        let attacker = if call.contains("white wins") { Player::White } else { Player::Black };
        // noughts' X is quintet's black, o; O is white, x.
        let mut rows: Vec<String> = entry[5..20]
            .iter()
            .map(|r| r.split(' ').map(|c| match c { "X" => "o", "O" => "x", _ => "." }).collect::<Vec<_>>().join(" "))
            .collect();
        if added != "nothing" {
            assert!(added.starts_with("white a1"), "{}", added);
            rows[14].replace_range(0..1, ".");
        }
        let board: Board = rows.join("\n").parse().unwrap();
        let first = Instant::now();
        let result = solve(mode, limit, &board, attacker, threats);
        let cold = first.elapsed();
        let path = result.map(|m| Points(m.path).to_string()).unwrap_or_default();
        let mut calls = 0u64;
        let start = Instant::now();
        while calls < 3 || start.elapsed() < Duration::from_secs_f64(seconds) {
            black_box(solve(mode, limit, black_box(&board), attacker, threats));
            calls += 1;
        }
        let mean = start.elapsed().as_secs_f64() / calls as f64;
        println!(
            "{:<34} {:?} limit {} threats {}: first call {:.3} ms, mean of {} calls {:.3} us; {} plies{}",
            name, mode, limit, threats, cold.as_secs_f64() * 1e3, calls, mean * 1e6,
            path.split(',').filter(|s| !s.is_empty()).count(),
            if path == expected { ", the line its test asserts" } else { ", another line than its test asserts" }
        );
    }
}
