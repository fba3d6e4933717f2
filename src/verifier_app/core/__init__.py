"""The ground floor: what every other part of the app reads and none of it writes.

The words (statuses and results, messages and their catalogues, failure codes, errors),
the times (the one time parser, New York's open, the trading calendar), the paper's byte
rule (``canonical``), and the bundle as read (the one opener, the line reader, the book's
chain and declarations). It imports nothing of the app above it: anchors, stats, witness,
the walk, the reports, the command line and the window all stand on it. No Qt here.
"""
