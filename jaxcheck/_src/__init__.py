"""jaxcheck's implementation: one private boundary, a package per pipeline stage.

Nothing here is public; ``jaxcheck/__init__.py`` names what is. The packages, lowest
first (each imports only those before it; ``tests/architecture/test_layers.py``)::

    util jaxcompat lint model config target arguments signature capture analysis
    verdict observe variations report run embed cli

See docs/ARCHITECTURE.md for the one path from a call to an exit code.
"""
