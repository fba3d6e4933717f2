"""Readers as witnesses: signed statements of what a reader saw, checked against a bundle."""
