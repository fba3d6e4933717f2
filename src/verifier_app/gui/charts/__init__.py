"""The statistics charts: one module per chart, each drawn from ``LeagueStats`` only.

The charts compute nothing of their own: every number comes from the statistics package
(verified rows only); the charts lay it out, say how many rows it rests on and which rule
made it, and export it as PNG or SVG.
"""
