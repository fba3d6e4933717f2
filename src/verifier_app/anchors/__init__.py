"""Anchors: the outside witnesses of a seal (Bitcoin, time-stamp authorities, transparency log)."""
