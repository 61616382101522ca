"""Renderers: a :class:`~jaxcheck.Report` in, text out (terminal, plain text, JSON, JUnit,
GitHub annotations, HTML, trace events), each reached through the one registry of
outputs (:mod:`.outputs`). Nothing here runs or judges anything."""
