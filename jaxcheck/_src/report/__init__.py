"""Renderers: a :class:`~jaxcheck.Report` in, text out (terminal, plain text, JSON, JUnit,
GitHub annotations, HTML, trace events). Nothing here runs or judges anything."""
