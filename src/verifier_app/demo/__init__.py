"""A synthetic, internally consistent league bundle for first launch, tests and workshops.

Everything here plays the operator: it writes a book, stamped lists and data files the way
the paper describes. It is always marked as a demonstration.
"""
