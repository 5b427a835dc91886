"""The headless command line: play, tournaments, benchmarks, replays and reviews."""
